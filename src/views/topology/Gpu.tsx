import { msg } from '../../i18n/msg';
import { GPU_BAR1_SIZE } from '../../sim/platform/gpuMemory';
import type { Scenario } from '../../sim/scenario/types';
import { formatSizeDrawing, hex } from '../shared/displayFormat';
import { useLinkable } from '../shared/hooks/useLinkable';
import { useT } from '../shared/i18n/useT';
import { Box } from './Box';
import type { TopologyLayout } from './layout/topologyLayout';

interface Props {
  L: TopologyLayout;
  side: 'A' | 'B';
  s: Scenario;
  on: (place: string) => boolean;
  /** Fraction of the message in B's buffer after this step (0..1): B's GPU buffer fills as the data lands. */
  landed: number;
}

/**
 * GPUDirect RDMA: a host's GPU beside its HCA, with its two BARs (the registers, and BAR1, the window onto its memory),
 * the pinned buffer in its memory, and its wire: to the PCIe switch it shares with the HCA, or up to the root complex.
 * Drawn only for a host whose buffer is in GPU memory.
 */
export function Gpu({ L, side, s, on, landed }: Props) {
  const t = useT();
  const buffer = useLinkable(side === 'A' ? (s.memA !== 'gpu' && s.initiator === 'gpu' ? 'A.sq' : 'A.src') : 'B.mr');
  const wiring = L.gpu[side];
  if (!wiring) return null;
  const place = side === 'A' ? 'A.gpu' : 'B.gpu';
  const sw = side === 'A' ? 'A.pcieSwitch' : 'B.pcieSwitch';
  const r = L.boxes[place];
  const [a, b] = wiring.line;
  const active = on(place);
  const row = { x: r.x + 6, y: r.y + 31, w: r.w - 12, h: 18 };
  const va = side === 'A' ? s.localVa : s.remoteVa;
  // GPU-initiated (IBGDA) with A's buffer in host memory: GPU A holds A's rings, not the buffer.
  const rings = side === 'A' && s.memA !== 'gpu' && s.initiator === 'gpu';
  const fill = side === 'B' ? landed : 0;
  const sizes = { bar1: formatSizeDrawing(Number(GPU_BAR1_SIZE)) };
  return (
    <g className={`gpu gpu-${side.toLowerCase()}`} data-gpu={side} data-path={wiring.path}>
      <g className={`link pcie gpu-wire ${active ? 'active' : 'recede'}`} data-place={`${side}.gpuWire`}>
        <title>{t(msg(wiring.path === 'switch' ? 'viz.gpu.switchTitle' : 'viz.gpu.rcTitle', { host: side }))}</title>
        <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
      </g>
      {wiring.path === 'switch' && (
        <Box place={sw} lines={[msg('viz.gpu.switch')]} tone="pcie" title={msg('viz.gpu.switchTitle', { host: side })} />
      )}
      <Box
        place={place}
        lines={[msg('viz.gpu.title', { host: side }), msg('viz.gpu.bars', sizes)]}
        top
        tone={side === 'A' ? 'a' : 'b'}
        title={msg('viz.gpu.tooltip', { host: side, ...sizes })}
      >
        <g className={`part mr ${buffer.linked ? 'linked' : ''} ${active ? 'touched' : ''}`} {...buffer.props} data-part="gpu-buffer">
          <title>{t(rings ? msg('viz.gpu.ringsTitle') : msg('viz.gpu.bufferTitle', { host: side, va: hex(va) }))}</title>
          <rect x={row.x} y={row.y} width={row.w} height={row.h} rx={3} />
          {fill > 0 && <rect className="mr-fill" x={row.x} y={row.y} width={row.w * fill} height={row.h} rx={3} />}
          <text className="mono" x={row.x + row.w / 2} y={row.y + 13} textAnchor="middle">
            {t(rings ? msg('viz.gpu.rings') : msg('viz.gpu.buffer', { va: hex(va) }))}
          </text>
        </g>
      </Box>
    </g>
  );
}
