import { HOST_DRAM_BYTES } from '../../sim/platform/addressMap';
import { fmtHex, fmtRange, fmtSize } from '../layout/format';
import type { PhysMapLayout } from '../layout/physMap';
import type { WindowProjection as Projection } from '../layout/mythWindow';

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
  const k = m.callout;
  const top = w.trapezoid[0].y;
  const pts = w.trapezoid.map((p) => `${p.x},${p.y}`).join(' ');
  return (
    <g className={`myth-window ${lit ? 'on' : ''}`} data-testid="myth-window" data-lit={String(lit)}>
      <title>{`Imagined: HCA A's BAR0 (${fmtSize(w.sliver.size)}) as a window onto host B's RAM (${fmtSize(HOST_DRAM_BYTES)}). Even aimed at B's buffer (${fmtRange(w.sliver.start, w.sliver.start + w.sliver.size)} of B's physical memory) it covers ${w.fraction} of it. Really, BAR0 holds HCA A's own registers.`}</title>
      <polygon className="window-projection" points={pts} />
      <text className="window-tag" x={k.x + 6} y={top + 16}>
        imagined
      </text>
      <text className="window-note" x={k.x + 6} y={top + 30}>
        <tspan>window onto</tspan>
        <tspan x={k.x + 6} dy={13}>
          host B's RAM
        </tspan>
      </text>
      <rect className="ram-bar" x={w.ram.x} y={w.ram.y} width={w.ram.w} height={w.ram.h} rx={2} />
      <rect className="window-sliver" x={w.sliver.x} y={w.ram.y - 3} width={w.sliver.w} height={w.ram.h + 6} />
      <text className="ram-label" x={w.ram.x + w.ram.w} y={w.below[0]} textAnchor="end">
        {`host B's RAM, ${fmtSize(HOST_DRAM_BYTES)}`}
      </text>
      <text className="window-fraction" x={w.ram.x + w.ram.w} y={w.below[1]} textAnchor="end">
        {`window = ${fmtSize(w.sliver.size)} = ${w.fraction}`}
      </text>
    </g>
  );
}

/** Where the CPU's stores land in BAR0's zoom: BAR0 + the low 25 bits of B's VA. */
export function WindowStore({ m, w, lit }: { m: PhysMapLayout; w: Projection; lit: boolean }) {
  const k = m.callout;
  const row = m.bar.rows.find((r) => r.id === w.store.rowId);
  return (
    <g className={`window-store ${lit ? 'on' : ''}`} data-testid="myth-store" data-lit={String(lit)}>
      <title>{`Imagined: the CPU stores B's data to ${fmtHex(w.store.address)}, BAR0 + the low 25 bits of B's VA. In reality that address is ${row ? `in ${row.label} of BAR0: ${row.about.toLowerCase()}` : 'a register of HCA A'}.`}</title>
      <text className="store-text" x={k.x + 6} y={m.bar.box.y + 39}>
        <tspan>store → </tspan>
        <tspan className="mono">{fmtHex(w.store.address)}</tspan>
      </text>
      <line className="store-line" x1={k.x + 4} x2={k.x + k.w - 4} y1={w.store.y} y2={w.store.y} />
      <path className="store-arrow" d={`M${k.x + k.w + 1},${w.store.y} l7,-5 v10 z`} />
    </g>
  );
}
