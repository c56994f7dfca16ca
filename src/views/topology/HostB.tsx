import { msg } from '../../i18n/msg';
import type { Machine, Scenario } from '../../sim/scenario/types';
import { mrLengthB } from '../../sim/trace/memoryRegions';
import { formatSizeDrawing, hex } from '../shared/displayFormat';
import { useLinkable } from '../shared/hooks/useLinkable';
import { useT } from '../shared/i18n/useT';
import { Box, BoxRow, Container } from './Box';
import type { TopologyLayout } from './layout/topologyLayout';

interface Props {
  L: TopologyLayout;
  s: Scenario;
  on: (place: string) => boolean;
  /** Fraction of the message in B's pages after this step (0..1). */
  landed: number;
  setup: boolean;
  /** Misconception mode: B's buffer was never registered (no MR, nothing pinned). */
  misconception?: boolean;
  /** soft-RoCE: B's CPU runs rxe, which checks every packet and copies its payload. */
  machine?: Machine;
}

/** Host B: its DRAM with the pinned MR the payload lands in, the root complex, and a CPU that stays idle. */
export function HostB({ L, s, on, landed, setup, misconception = false, machine = 'hca' }: Props) {
  const rxe = machine === 'rxe';
  const t = useT();
  const mr = useLinkable('B.mr');
  const r = L.mrB;
  const cpuActive = on('B.cpu');
  const percent = Math.round(landed * 100);
  // A READ's MR is its source, holding the data from the setup on: nothing is written into it.
  const whole = s.op === 'read' ? msg('viz.hostB.readSource') : msg('viz.hostB.filled');
  const state = landed >= 1 ? whole : landed > 0 ? msg('viz.hostB.percent', { percent }) : msg('viz.hostB.empty');
  return (
    <g className="host host-b">
      <Container r={L.hosts.B} title={msg('viz.hostB.title')} side="B" titleDy={14} />
      <Box place="B.dram" lines={[msg('viz.box.dram')]} top tone="b">
        {/* GPUDirect RDMA: B's buffer is in its GPU's memory, drawn there (Gpu.tsx); DRAM holds none of it. */}
        {s.memB !== 'gpu' && (
          <g
            className={`part mr ${mr.linked ? 'linked' : ''} ${on('B.dram') ? 'touched' : ''} ${misconception ? 'unregistered' : ''}`}
            {...mr.props}
            data-part="mr"
          >
            <title>
              {t(
                misconception
                  ? msg('viz.hostB.mrTitleMisconception', { va: hex(s.remoteVa), percent })
                  : msg('viz.hostB.mrTitle', { va: hex(s.remoteVa), size: formatSizeDrawing(mrLengthB(s)), rkey: hex(s.rkey), percent }),
              )}
            </title>
            <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={3} />
            <rect className="mr-fill" x={r.x} y={r.y + r.h - r.h * landed} width={r.w} height={r.h * landed} rx={3} />
            <text x={r.x + r.w / 2} y={r.y + 12} textAnchor="middle">
              {t(msg('viz.hostB.mrLabel', { mr: msg(misconception ? 'viz.hostB.mrMisconception' : 'viz.hostB.mr'), state }))}
            </text>
            <text className="mono" x={r.x + r.w / 2} y={r.y + 25} textAnchor="middle">
              {hex(s.remoteVa)}
            </text>
          </g>
        )}
      </Box>
      <Box
        place="B.cpu"
        lines={[msg('viz.box.cpu')]}
        top
        tone="b"
        className="cpu-b"
        title={msg(
          setup
            ? 'viz.hostB.cpuSetupTitle'
            : cpuActive
              ? rxe
                ? 'viz.hostB.cpuActiveTitleRxe'
                : 'viz.hostB.cpuActiveTitle'
              : rxe
                ? 'viz.hostB.cpuTitleRxe'
                : 'viz.hostB.cpuTitle',
        )}
      >
        <BoxRow r={L.caches.B} label={msg(rxe ? 'viz.host.cpuRxe' : 'viz.box.cache')} />
        {!cpuActive && (
          <text className="idle-label" x={L.caches.B.x + L.caches.B.w / 2} y={L.caches.B.y + 42} textAnchor="middle">
            {t(msg('viz.hostB.idle'))}
          </text>
        )}
        {cpuActive && (
          <text className="box-sub" x={L.caches.B.x + L.caches.B.w / 2} y={L.caches.B.y + 38} textAnchor="middle">
            {t(msg(setup ? 'viz.hostB.setup' : 'viz.hostB.busy'))}
          </text>
        )}
      </Box>
      <Box place="B.rc" lines={[msg('viz.box.rootComplex'), msg('viz.box.memoryController')]} tone="b" />
    </g>
  );
}
