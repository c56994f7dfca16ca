import { describe, expect, it } from 'vitest';
import { lineDiff } from '../support/lineDiff';
import { prettyMarkup } from '../support/prettyMarkup';

describe('the golden files’ markup (tests/unit/support/prettyMarkup.ts)', () => {
  it('one element a line, attributes sorted, classes collapsed, numbers in attributes to 2 decimals', () => {
    expect(
      prettyMarkup(
        '<g data-z="1" class="box  active " transform="translate(1.005,-0.001)"><rect y="2.3456" x="1e-7" width="12"></rect><text x="0x7f00.5">a &amp; b &#x27;1.2345&#x27;</text></g>',
      ),
    ).toBe(
      [
        '<g class="box active" data-z="1" transform="translate(1,0)">',
        '  <rect width="12" x="0" y="2.35"/>',
        '  <text x="0x7f00.5">a &amp; b \'1.2345\'</text>',
        '</g>',
        '',
      ].join('\n'),
    );
  });

  it('keeps prose attributes and text as written, and versions and addresses whole', () => {
    const text = prettyMarkup('<svg aria-label="Step 1.2345 of 2"><title>v1.2.3 at 0.125 µs</title></svg>');
    expect(text).toContain('aria-label="Step 1.2345 of 2"');
    expect(text).toContain('<title>v1.2.3 at 0.125 µs</title>');
  });

  it('text beside elements gets its own line; useId’s ids are numbered in order of appearance', () => {
    expect(prettyMarkup('<text>x<tspan>y</tspan> z</text><marker id="m-_R_1a_"></marker><path marker-end="url(#m-_R_1a_)"></path>')).toBe(
      ['<text>', '  x', '  <tspan>y</tspan>', '   z', '</text>', '<marker id="m-id1"/>', '<path marker-end="url(#m-id1)"/>', ''].join('\n'),
    );
  });

  it('refuses markup it does not read (a tag left open, closed wrongly, or a stray character)', () => {
    expect(() => prettyMarkup('<g><rect></g>')).toThrow(/closes/);
    expect(() => prettyMarkup('<g>')).toThrow(/never closed/);
    expect(() => prettyMarkup('<g a=b></g>')).toThrow(/unreadable/);
  });
});

describe('lineDiff', () => {
  it('gives the changed lines as hunks, taken out before put in, and nothing for the same text', () => {
    expect(lineDiff('a\nb\nc\nd', 'a\nB\nc\nd\ne')).toEqual([['-b', '+B'], ['+e']]);
    expect(lineDiff('a\nb', 'a\nb')).toEqual([]);
  });
});
