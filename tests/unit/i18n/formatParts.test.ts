import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatMsg, formatMsgParts, joinText } from '../../../src/i18n/format';
import type { Catalogue } from '../../../src/i18n/msg';
import { msg } from '../../../src/i18n/msg';
import { ZH_CN } from '../../../src/i18n/zh-CN';

describe('messages that hold elements', () => {
  it('leaves the named placeholders open, in template order, and formats the others', () => {
    expect(formatMsgParts(EN, msg('ui.controls.position', { count: '40' }), ['index'])).toEqual(['Step ', { slot: 'index' }, '/40']);
    const noun = msg('ui.item.packet');
    expect(formatMsgParts(EN, msg('ui.picker.box', { noun, count: 16_384 }), ['input'])).toEqual([
      'packet ',
      { slot: 'input' },
      ' of 16,384',
    ]);
  });

  it('chooses the plural form and shows what is missing, like formatMsg', () => {
    expect(formatMsgParts(EN, msg('ui.field.byteHead', { offset: '3', n: 2 }), ['value'])).toEqual([
      'Byte 3 = ',
      { slot: 'value' },
      ' holds 2 fields:',
    ]);
    expect(formatMsgParts(EN, msg('ui.header.title', { op: 'RDMA WRITE' }), [])).toEqual(['RDMA WRITE, {sub}']);
  });
});

describe('Chinese puts no space between two Han characters', () => {
  it('the space a template leaves beside a value goes where the value is Chinese, and stays where it is Latin', () => {
    const step = msg('url.allowed.step', { first: 'SETUP.reg-mr-b', last: 'COMPLETION.poll', n: 20 });
    expect(formatMsgParts(ZH_CN as Catalogue, msg('ui.urlErrors.item', { allowed: step }), ['field', 'value'])).toEqual([
      { slot: 'field' },
      ' = ',
      { slot: 'value' },
      '：应为步骤 id（SETUP.reg-mr-b … COMPLETION.poll）或 1..20 之间的数字。',
    ]);
    expect(
      formatMsg(ZH_CN as Catalogue, msg('ui.urlErrors.item', { field: 'theme', value: '"x"', allowed: msg('url.allowed.theme') })),
    ).toBe('theme = "x"：应为 light 或 dark。');
  });

  it('joins at both sides of a value, and only between two Han characters', () => {
    expect(joinText('应为 ', '步骤')).toBe('应为步骤');
    expect(joinText('根复合体', ' 的')).toBe('根复合体的');
    expect(joinText('主机 ', 'B')).toBe('主机 B');
    expect(joinText('B', ' 的')).toBe('B 的');
    expect(joinText('Step ', 'one')).toBe('Step one');
  });
});
