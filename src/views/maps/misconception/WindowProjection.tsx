import { msg } from '../../../i18n/msg';
import { HOST_DRAM_BYTES } from '../../../sim/platform/addressMap';
import { formatRange, formatSizeDrawing, hex } from '../../shared/displayFormat';
import { useRich, useT } from '../../shared/i18n/useT';
import type { PhysMapLayout } from '../layout/physMap';
import type { WindowProjection as Projection } from './misconceptionWindow';

interface Props {
  m: PhysMapLayout;
  w: Projection;
  lit: boolean;
}

/**
 * The misconception in host A's physical map: BAR0 projected (dashed, red,
 * "imagined") onto a bar standing for all of host B's RAM, where the window
 * is a sliver.
 */
export function WindowProjection({ m, w, lit }: Props) {
  const t = useT();
  const k = m.callout;
  const top = w.trapezoid[0].y;
  const pts = w.trapezoid.map((p) => `${p.x},${p.y}`).join(' ');
  const title = msg('viz.window.title', {
    bar: formatSizeDrawing(w.sliver.size),
    ram: formatSizeDrawing(HOST_DRAM_BYTES),
    range: formatRange(w.sliver.start, w.sliver.start + w.sliver.size),
    fraction: w.fraction,
  });
  return (
    <g className={`misconception-window ${lit ? 'on' : ''}`} data-testid="misconception-window" data-lit={String(lit)}>
      <title>{t(title)}</title>
      <polygon className="window-projection" points={pts} />
      <text className="window-tag" x={k.x + 6} y={top + 16}>
        {t(msg('viz.window.tag'))}
      </text>
      <text className="window-note" x={k.x + 6} y={top + 30}>
        <tspan>{t(msg('viz.window.note1'))}</tspan>
        <tspan x={k.x + 6} dy={13}>
          {t(msg('viz.window.note2'))}
        </tspan>
      </text>
      <rect className="ram-bar" x={w.ram.x} y={w.ram.y} width={w.ram.w} height={w.ram.h} rx={2} />
      <rect className="window-sliver" x={w.sliver.x} y={w.ram.y - 3} width={w.sliver.w} height={w.ram.h + 6} />
      <text className="ram-label" x={w.ram.x + w.ram.w} y={w.below[0]} textAnchor="end">
        {t(msg('viz.window.ram', { size: formatSizeDrawing(HOST_DRAM_BYTES) }))}
      </text>
      <text className="window-fraction" x={w.ram.x + w.ram.w} y={w.below[1]} textAnchor="end">
        {t(msg('viz.window.fraction', { size: formatSizeDrawing(w.sliver.size), fraction: w.fraction }))}
      </text>
    </g>
  );
}

/** Where the CPU's stores land in BAR0's zoom: BAR0 + the low 25 bits of B's VA. */
export function WindowStore({ m, w, lit }: { m: PhysMapLayout; w: Projection; lit: boolean }) {
  const t = useT();
  const rich = useRich();
  const k = m.callout;
  const row = m.bar.rows.find((r) => r.id === w.store.rowId);
  const address = hex(w.store.address);
  const where = row ? msg('viz.window.storeInRow', { row: row.label, about: row.inline ?? row.about }) : msg('viz.window.storeRegister');
  return (
    <g className={`window-store ${lit ? 'on' : ''}`} data-testid="misconception-store" data-lit={String(lit)}>
      <title>{t(msg('viz.window.storeTitle', { address, where }))}</title>
      <text className="store-text" x={k.x + 6} y={m.bar.box.y + 39}>
        {rich(msg('viz.window.store'), { address: <tspan className="mono">{address}</tspan> })}
      </text>
      <line className="store-line" x1={k.x + 4} x2={k.x + k.w - 4} y1={w.store.y} y2={w.store.y} />
      <path className="store-arrow" d={`M${k.x + k.w + 1},${w.store.y} l7,-5 v10 z`} />
    </g>
  );
}
