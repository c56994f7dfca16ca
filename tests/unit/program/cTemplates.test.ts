import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { C_TEMPLATES, templateModule } from '../../../scripts/cTemplates';
import { EN } from '../../../src/i18n/en';
import { ZH_CN } from '../../../src/i18n/zh-CN';
import { fillCTemplate } from '../../../src/sim/program/cTemplate';
import { VERBS_HELPERS_C } from '../../../src/sim/program/verbsHelpers.generated';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('the C templates are the source of truth', () => {
  it.each(C_TEMPLATES)('$module is generated from $c (run `npm run gen:c` after changing it)', (t) => {
    expect(read(t.module)).toBe(templateModule(t, read(t.c)));
  });

  it('the module reads back the .c file byte for byte', () => {
    expect(VERBS_HELPERS_C).toBe(read('src/sim/program/verbsHelpers.c'));
  });

  it('every comment the template quotes is a catalogue message, in English and Chinese', () => {
    const keys = [...VERBS_HELPERS_C.matchAll(/^\s*\/\*@ ([\w.]+)/gm)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(5);
    for (const k of keys) {
      expect(EN[k as keyof typeof EN], k).toBeTruthy();
      expect(ZH_CN[k], k).toBeTruthy();
    }
  });
});

describe('filling a C template', () => {
  const input = { values: { depth: 16, mtu: 'IBV_MTU_1024' }, flags: { ib: true } };

  it('indents by braces, writes values, quotes messages, keeps blocks and anchors', () => {
    const lines = fillCTemplate(
      [
        '// a note on the template',
        '//@ anchor create-qp',
        '/*@ code.c.rtr mtu=mtu rd=depth */',
        'static void f(void)',
        '{',
        '    int n = {{depth}};',
        '//@ if ib',
        '    /*@ code.c.rtr.lid */',
        '//@ else',
        '    /*@ code.c.rtr.gid */',
        '//@ end',
        '    if (n)',
        '        n = 0;',
        '}',
        '',
        '//@ end',
      ].join('\n'),
      input,
    );
    expect(lines).toEqual([
      { kind: 'comment', indent: 0, text: { key: 'code.c.rtr', params: { mtu: 'IBV_MTU_1024', rd: 16 } }, anchor: 'create-qp' },
      { kind: 'code', indent: 0, text: 'static void f(void)', anchor: 'create-qp' },
      { kind: 'code', indent: 0, text: '{', anchor: 'create-qp' },
      { kind: 'code', indent: 1, text: 'int n = 16;', anchor: 'create-qp' },
      { kind: 'comment', indent: 1, text: { key: 'code.c.rtr.lid' }, anchor: 'create-qp' },
      { kind: 'code', indent: 1, text: 'if (n)', anchor: 'create-qp' },
      { kind: 'code', indent: 1, text: '    n = 0;', anchor: 'create-qp' },
      { kind: 'code', indent: 0, text: '}', anchor: 'create-qp' },
      { kind: 'blank' },
    ]);
  });

  it.each([
    ['an unknown value', 'int n = {{width}};', /no value "width"/],
    ['an unknown flag', '//@ if roce\n//@ end', /no flag "roce"/],
    ['an unknown directive', '//@ unless ib', /no such directive/],
    ['an unknown anchor', '//@ anchor connect\n//@ end', /no code anchor "connect"/],
    ['an if without its end', '//@ if ib\nint n;', /has no \/\/@ end/],
    ['an end too many', '//@ end', /closes nothing/],
    ['a line indented less than its braces', 'void f(void)\n{\nint n;\n}', /:3: not indented 1 levels/],
    ['braces that do not balance', 'void f(void)\n{', /do not balance/],
  ])('refuses %s', (_what, template, error) => {
    expect(() => fillCTemplate(template, input)).toThrow(error);
  });
});
