import { describe, expect, it } from 'vitest';
import { parentOriginOf } from '../../../src/views/teach/embed/parentOrigin';

describe('where an embed posts the deck’s keys', () => {
  it('to the parent’s origin when the browser names it: the nearest ancestor first', () => {
    expect(parentOriginOf(['https://slides.example.edu', 'https://lms.example.edu'], '')).toBe('https://slides.example.edu');
  });

  it('from the referrer where there is no ancestorOrigins (Firefox), whatever its path', () => {
    expect(parentOriginOf(undefined, 'https://slides.example.edu/lecture7/index.html#/3')).toBe('https://slides.example.edu');
    expect(parentOriginOf([], 'http://127.0.0.1:8000/')).toBe('http://127.0.0.1:8000');
  });

  it('to * only when nothing names it, or it is opaque (a file:// deck, a sandboxed frame)', () => {
    expect(parentOriginOf(undefined, '')).toBe('*');
    expect(parentOriginOf(['null'], '')).toBe('*');
    expect(parentOriginOf(undefined, 'file:///home/teacher/deck.html')).toBe('*');
    expect(parentOriginOf(undefined, 'not a url')).toBe('*');
  });
});
