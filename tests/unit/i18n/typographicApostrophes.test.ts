import { describe, expect, it } from 'vitest';
import { CODE } from '../../../src/i18n/en/code';
import { EN } from '../../../src/i18n/en/index';

/** Every string an entry holds (a plural entry holds one per form). */
const texts = (entry: unknown): string[] =>
  typeof entry === 'string' ? [entry] : entry && typeof entry === 'object' ? Object.values(entry).flatMap(texts) : [];

/**
 * English prose writes its apostrophes one way: ’ (B’s, it’s), as most of it always did. A straight one between two
 * letters is a typewriter apostrophe left in (a newcomer saw both on one screen). The program listings (code.*) are C,
 * where ' quotes a character, and are left out.
 */
describe('the English catalogue', () => {
  it('writes ’ for an apostrophe, never a straight one, outside the C listings', () => {
    const straight = Object.entries(EN)
      .filter(([key]) => !(key in CODE))
      .flatMap(([key, entry]) =>
        texts(entry)
          .filter((t) => /[A-Za-z]'[a-z]/.test(t))
          .map((t) => `${key}: ${t}`),
      );
    expect(straight).toEqual([]);
  });

  it('the check can fail: it finds a straight apostrophe', () => {
    expect(texts({ one: "HCA B's" }).some((t) => /[A-Za-z]'[a-z]/.test(t))).toBe(true);
  });
});
