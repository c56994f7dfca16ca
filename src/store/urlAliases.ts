/**
 * The names links made before a rename still carry, and the names the app uses now. The misconception mode was
 * called "myth" in the code and in its links until 2026-12 (`?myth=1`, `?step=MYTH.mov`); a teacher's slides or a
 * handout's QR code made then must keep opening where they did. This file is the one place the old name lives.
 */
const KEY_ALIASES: Readonly<Record<string, string>> = { myth: 'misconception' };
const STEP_PREFIX_ALIASES: Readonly<Record<string, string>> = { 'MYTH.': 'MISCONCEPTION.' };

/** A query key as the app names it now. */
// Own names only: a link's `constructor=` or `__proto__=` must not find Object's.
export const canonicalKey = (key: string): string => (Object.hasOwn(KEY_ALIASES, key) ? KEY_ALIASES[key] : key);

/** A step id as the app names it now. */
export function canonicalStepId(id: string): string {
  for (const [old, now] of Object.entries(STEP_PREFIX_ALIASES)) if (id.startsWith(old)) return now + id.slice(old.length);
  return id;
}
