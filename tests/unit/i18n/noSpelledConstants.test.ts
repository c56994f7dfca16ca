// One definition for each fact: a catalogue entry quotes a constant as a parameter filled from the code that
// defines it (an opcode, a NAK code, a mask, an offset), never spelled in English or Chinese.
import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatMsg } from '../../../src/i18n/format';
import { msg } from '../../../src/i18n/msg';
import { ZH_CN } from '../../../src/i18n/zh-CN';
import { AETH_NAK_REMOTE_ACCESS_ERROR, NAK_CODE_PARAMS } from '../../../src/sim/ib/aeth';
import { CNP_OPCODE_ROCEV2 } from '../../../src/sim/ib/opcodes';
import { sourceWhat } from '../../../src/sim/sources/sourceWhat';

const HEX = /0x[0-9a-f]+/i;

/** Entries (or plural forms) that spell a hex constant. */
function spelled(cat: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(cat).flatMap(([k, v]) => {
    const forms = typeof v === 'string' ? [v] : typeof v === 'object' && v ? Object.values(v).map(String) : [];
    return forms.some((f) => HEX.test(f)) ? [k] : [];
  });
}

describe('catalogue constants', () => {
  it('finds a spelled constant in a sample catalogue (the check can fail)', () => {
    expect(spelled({ a: 'NAK {nak}', b: 'a NAK 0x62', c: { one: 'x', other: 'offset 0x800' } })).toEqual(['b', 'c']);
  });

  it('no English or Chinese entry spells a hex constant', () => {
    expect(spelled(EN)).toEqual([]);
    expect(spelled(ZH_CN)).toEqual([]);
  });

  it('the parameters carry the defined values', () => {
    expect(formatMsg(EN, msg('step.check.reality', NAK_CODE_PARAMS))).toContain(`0x${AETH_NAK_REMOTE_ACCESS_ERROR.toString(16)}`);
    expect(formatMsg(EN, sourceWhat('ibta.vol1.cnp'))).toContain(`0x${CNP_OPCODE_ROCEV2.toString(16)}`);
    expect(formatMsg(ZH_CN, sourceWhat('rdma-core.mlx5.bf-offset'))).toContain('0x800');
  });
});
