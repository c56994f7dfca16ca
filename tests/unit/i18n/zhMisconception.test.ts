// The Chinese view of every misconception step is Chinese: its title, text and source notes (names of files,
// functions and fields stay as they are, but every sentence around them is translated).
import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatText, withFallback } from '../../../src/i18n/format';
import type { Catalogue, Msg } from '../../../src/i18n/msg';
import { ZH_CN } from '../../../src/i18n/zh-CN';
import { buildMisconceptionTrace } from '../../../src/sim/misconception';
import { scenario } from '../trace/helpers';

const ZH = withFallback(EN as Catalogue, ZH_CN);
const zh = (x: Msg) => formatText(ZH, x);
const CJK = /[\u4e00-\u9fff]/;

describe('the misconception in Chinese', () => {
  it.each([
    ['the default WRITE', {}],
    ['a 1 MiB doorbell WRITE', { messageBytes: 1 << 20, post: 'doorbell' }],
    ['an inline WRITE', { messageBytes: 64, post: 'inline' }],
  ])('%s: every step’s sentences and source notes are Chinese', (_name, input) => {
    const t = buildMisconceptionTrace(scenario(input));
    const english: string[] = [];
    for (const st of t.steps) {
      const texts = [st.text.title, ...st.text.summary, ...(st.text.reality ? [st.text.reality] : [])];
      const notes = (st.text.sources ?? []).flatMap((c) => (c.note ? [c.note] : []));
      for (const x of [...texts, ...notes]) if (!CJK.test(zh(x))) english.push(`${st.id}: ${zh(x).slice(0, 80)}`);
    }
    expect(english).toEqual([]);
  });
});
