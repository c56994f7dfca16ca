import { describe, expect, it } from 'vitest';
import { MODES } from '../../../src/store/vocabularies';
import { idleLoadFor } from '../../../src/views/shell/idleLoad';

describe('what a page prefetches once its first step is drawn: what its own controls can open', () => {
  it('an embed, in any mode, and a handout prefetch nothing', () => {
    for (const mode of MODES) expect(idleLoadFor(true, mode), mode).toBe('none');
    expect(idleLoadFor(false, 'print')).toBe('none');
    expect(idleLoadFor(false, 'print-compact')).toBe('none');
  });

  it('the explorer prefetches its tabs and panels; the lecture view its drawings, then the explorer it exits to', () => {
    expect(idleLoadFor(false, 'explore')).toBe('explorer');
    expect(idleLoadFor(false, 'lecture')).toBe('drawings-then-explorer');
  });
});
