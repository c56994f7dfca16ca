// Every sentence the views show is a message: the translator takes a message, or a catalogue key with its values,
// and refuses a plain string (which would be a sentence that bypassed the catalogues, shown untranslated).
import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatText } from '../../../src/i18n/format';
import { msg } from '../../../src/i18n/msg';
import { translatorOf } from '../../../src/views/shared/i18n/useT';

describe('the translator', () => {
  const t = translatorOf(EN);

  it('formats a message, or a key with its values, the same way', () => {
    expect(t('ui.steps.label')).toBe(t(msg('ui.steps.label')));
    expect(t('unit.packet', { n: 3 })).toBe('3 packets');
    expect(t(msg('unit.packet', { n: 1 }))).toBe('1 packet');
  });

  it('refuses a plain string at run time', () => {
    expect(() => formatText(EN, 'Hello' as never)).toThrow(TypeError);
    expect(() => t({ text: 'Hello' } as never)).toThrow(TypeError);
  });

  it('refuses, at compile time, a string that is not a catalogue key (tsc checks these lines)', () => {
    // @ts-expect-error not a key of the catalogue: a sentence has to be a message
    expect(t('Hello, world')).toBe('⟨Hello, world⟩');
    // @ts-expect-error a message, not a string, is what a producer gives
    expect(() => formatText(EN, 'Hello')).toThrow(TypeError);
  });
});
