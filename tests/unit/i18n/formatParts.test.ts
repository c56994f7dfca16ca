import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatMsgParts } from '../../../src/i18n/format';
import { msg } from '../../../src/i18n/msg';

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
