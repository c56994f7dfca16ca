import type { CSSProperties } from 'react';
import { type Msg, msg } from '../../../i18n/msg';
import { useT } from '../i18n/useT';

type Swatch =
  | 'host-a'
  | 'host-b'
  | 'pcie'
  | 'fabric'
  | 'acting'
  | 'touched'
  | 'recede'
  | 'unused'
  | 'trail'
  | 'train'
  | 'relevant'
  | 'misconception';

/** What each swatch looks like: the drawings' own colours (CSS variables), the state drawn small. */
const LOOK: Record<Swatch, CSSProperties> = {
  'host-a': { borderColor: 'var(--host-a)' },
  'host-b': { borderColor: 'var(--host-b)' },
  pcie: { borderColor: 'var(--pcie)', background: 'var(--pcie-soft)' },
  fabric: { borderColor: 'var(--fabric)' },
  acting: { borderColor: 'var(--host-a)', borderWidth: 3, background: 'var(--host-a-soft)' },
  touched: { borderColor: 'var(--text)', background: 'var(--changed)' },
  recede: { borderColor: 'var(--border)', opacity: 0.45 },
  unused: { borderColor: 'var(--border)', borderStyle: 'dashed' },
  trail: { border: 'none', background: 'var(--highlight)', opacity: 0.6, height: 8, borderRadius: 4 },
  train: { border: 'none', background: 'var(--fabric)', width: 10, height: 10, borderRadius: 1 },
  relevant: { borderColor: 'var(--accent)', borderWidth: 3 },
  misconception: { borderColor: 'var(--bad)', borderStyle: 'dashed', borderWidth: 2 },
};

const ITEMS: readonly [Swatch, Msg['key']][] = [
  ['host-a', 'ui.legend.hostA'],
  ['host-b', 'ui.legend.hostB'],
  ['pcie', 'ui.legend.pcie'],
  ['fabric', 'ui.legend.fabric'],
  ['acting', 'ui.legend.acting'],
  ['touched', 'ui.legend.touched'],
  ['recede', 'ui.legend.recede'],
  ['unused', 'ui.legend.unused'],
  ['trail', 'ui.legend.trail'],
  ['train', 'ui.legend.train'],
  ['relevant', 'ui.legend.relevant'],
  ['misconception', 'ui.legend.misconception'],
];

/** The key to the drawings: what their colours and states mean (a general truth about the drawings, the same in every step). */
export function DrawingLegend() {
  const t = useT();
  return (
    <section className="drawing-legend" data-testid="drawing-legend" aria-labelledby="drawing-legend-title">
      <h3 id="drawing-legend-title">{t(msg('ui.legend.title'))}</h3>
      <ul>
        {ITEMS.map(([swatch, key]) => (
          <li key={swatch} data-swatch={swatch}>
            <span className="legend-swatch" style={LOOK[swatch]} aria-hidden="true" />
            <span>{t(msg(key))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
