import type { Scenario } from '../../../sim/scenario/types';
import type { Place } from '../../../sim/trace/places';
import type { TextSpot } from '../../shared/layout/geometry';
import { centre, mirror, type Pt, type Rect, rect } from '../../shared/layout/geometry';
import type { DramPartA } from '../../shared/layout/stepFocus';

export type { TextSpot } from '../../shared/layout/geometry';

/**
 * Where every component of the topology sits, in viewBox units (about one CSS
 * pixel each in the 1280x720 layout). Hosts on top, HCAs below them, the
 * fabric between the HCAs: the data path is a U from A's CPU to B's DRAM.
 * Host B mirrors host A.
 */
export const TOPO_W = 630;
export const TOPO_H = 300;

/** Places drawn as a box (the links, the fabric and the out-of-band path are drawn as lines). */
export type BoxPlace = Exclude<Place, 'A.pcie' | 'B.pcie' | 'fabric' | 'oob'>;

export type { DramPartA } from '../../shared/layout/stepFocus';

export interface TopologyLayout {
  width: number;
  height: number;
  hosts: { A: Rect; B: Rect };
  hcas: { A: Rect; B: Rect };
  boxes: Record<BoxPlace, Rect>;
  /** Host A's DRAM rows: source buffer, SQ ring, CQ ring, doorbell record. */
  dramA: Record<DramPartA, Rect>;
  /** Host B's pinned MR inside its DRAM. */
  mrB: Rect;
  caches: { A: Rect; B: Rect };
  /** HCA A's BAR0: init segment and the UAR page with its doorbell and BlueFlame registers. */
  bar: { init: Rect; uar: Rect; doorbell: Rect; bf: Rect };
  /** HCA B's BAR0: drawn, but nothing in the write touches it. */
  barB: Rect;
  /** The QP tag next to each HCA's title (qpnA / qpnB live here). */
  qp: { A: Rect; B: Rect };
  pcie: { A: [Pt, Pt]; B: [Pt, Pt] };
  /** Where the PCIe links' labels start (their first line's y): lower when a GPU and its switch sit on the link. */
  pcieLabelY: number;
  /** GPUDirect RDMA: which hosts draw their GPU, and how each GPU is wired to its HCA (null: no GPU drawn). */
  gpu: { A: GpuWiring | null; B: GpuWiring | null };
  switches: Rect[];
  /** Anchors along the cable: A's port, each switch, B's port. */
  fabricNodes: Pt[];
  /** B's CPU -> A's CPU, bending down between the hosts (the TCP exchange of VA and rkey). */
  oob: Pt[];
  /** Free spots for the caption of what is moving, one per region of the drawing. */
  slots: Record<CaptionSlot, TextSpot>;
  /** Where a count badge goes for moves on A's side, B's side and the cable. */
  badges: Record<'A' | 'B' | 'fabric', TextSpot>;
}

/** The wire between a GPU and the rest of its host: to the PCIe switch on the HCA's link, or up to the root complex. */
export interface GpuWiring {
  path: 'switch' | 'root-complex';
  line: [Pt, Pt];
}

export type CaptionSlot = 'hostA' | 'hostB' | 'hcaA' | 'hcaB' | 'pcieA' | 'pcieB' | 'fabric';

const W = TOPO_W;

/**
 * Host A: DRAM over the root complex on the left (the PCIe link drops from
 * the root complex straight onto BAR0), the CPU on the inner side (the
 * out-of-band exchange runs between the two CPUs). HCA A: BAR0 under the
 * link, the DMA engine across the top, MTT, SRAM and the port along the
 * bottom, the port at the cable.
 */
const A_BOXES = {
  'A.dram': rect(12, 24, 156, 50),
  'A.rc': rect(12, 92, 156, 30),
  'A.cpu': rect(186, 24, 108, 98),
  'A.hca.bar': rect(8, 198, 80, 92),
  'A.hca.engine': rect(94, 198, 136, 34),
  'A.hca.mtt': rect(94, 250, 42, 40),
  'A.hca.sram': rect(148, 250, 42, 40),
  'A.hca.port': rect(202, 250, 30, 40),
} as const;

/** HCA B receives: port, SRAM and MTT along the bottom, the DMA engine across the top under B's link; its BAR0 idles in the corner. */
const B_HCA = {
  'B.hca.port': rect(398, 250, 30, 40),
  'B.hca.sram': rect(440, 250, 42, 40),
  'B.hca.mtt': rect(494, 250, 42, 40),
  'B.hca.engine': rect(398, 198, 224, 34),
} as const;

/** Fabric anchors for `switchHops` switches spread evenly along the cable. */
export function switchRects(switchHops: number, from: number, to: number, y: number): Rect[] {
  const n = Math.max(0, Math.min(4, Math.floor(switchHops)));
  const step = (to - from) / (n + 1);
  const w = n === 1 ? 46 : Math.min(28, step - 8);
  return Array.from({ length: n }, (_, i) => rect(from + step * (i + 1) - w / 2, y - 11, w, 22));
}

/** The room a GPU and its switch need between a host and its HCA: the HCAs and the fabric move down by this much. */
export const GPU_ROOM = 56;

/** The host whose GPU the drawing shows: its buffer is in GPU memory, or (A) a GPU thread posts (IBGDA). */
export const drawsGpu = (s: Pick<Scenario, 'memA' | 'memB' | 'initiator'>) => ({
  A: s.memA === 'gpu' || s.initiator === 'gpu',
  B: s.memB === 'gpu',
});

/** The drawing's size in viewBox units for a scenario: taller when a GPU is drawn. */
export function topologySize(s: Pick<Scenario, 'memA' | 'memB' | 'initiator'>): { w: number; h: number } {
  const g = drawsGpu(s);
  return { w: TOPO_W, h: TOPO_H + (g.A || g.B ? GPU_ROOM : 0) };
}

/**
 * The layout for `switchHops` fabric switches. `gpu` says which hosts draw a GPU (GPUDirect RDMA) and how it reaches its
 * HCA: then the HCAs and the fabric move down to make room, and the GPU sits between its host and its HCA.
 */
export function topologyLayout(
  switchHops: number,
  gpu: { A: boolean; B: boolean; path: 'switch' | 'root-complex' } = { A: false, B: false, path: 'switch' },
): TopologyLayout {
  const dy = gpu.A || gpu.B ? GPU_ROOM : 0;
  const down = (r: Rect) => rect(r.x, r.y + dy, r.w, r.h);
  const m = (r: Rect) => mirror(r, W);
  const hcaA = Object.fromEntries(Object.entries(A_BOXES).map(([k, r]) => [k, k.startsWith('A.hca.') ? down(r) : r])) as typeof A_BOXES;
  const hcaB = Object.fromEntries(Object.entries(B_HCA).map(([k, r]) => [k, down(r)])) as typeof B_HCA;
  const pcieX = A_BOXES['A.hca.bar'].x + A_BOXES['A.hca.bar'].w / 2;
  const gpuA = rect(110, 132, 150, 54);
  const switchA = rect(pcieX - 36, 150, 72, 20);
  const boxes: Record<BoxPlace, Rect> = {
    ...hcaA,
    'A.gpu': gpuA,
    'A.pcieSwitch': switchA,
    'B.dram': m(A_BOXES['A.dram']),
    'B.rc': m(A_BOXES['A.rc']),
    'B.cpu': m(A_BOXES['A.cpu']),
    'B.gpu': m(gpuA),
    'B.pcieSwitch': m(switchA),
    ...hcaB,
  };
  const dram = A_BOXES['A.dram'];
  const cw = (dram.w - 18) / 2;
  const cell = (col: number, row: number) => rect(dram.x + 6 + col * (cw + 6), dram.y + 16 + row * 17, cw, 14);
  const bar = hcaA['A.hca.bar'];
  const uar = rect(bar.x + 5, bar.y + 38, bar.w - 10, 50);
  const portA = centre(hcaA['A.hca.port']);
  const portB = centre(hcaB['B.hca.port']);
  const cableFrom = hcaA['A.hca.port'].x + hcaA['A.hca.port'].w;
  const cableTo = hcaB['B.hca.port'].x;
  const switches = switchRects(switchHops, cableFrom, cableTo, portA.y);
  const cpuA = A_BOXES['A.cpu'];
  const cpuB = boxes['B.cpu'];
  const rcA = A_BOXES['A.rc'];
  const mrB = m(rect(dram.x + 6, dram.y + 16, dram.w - 12, 30));
  // A GPU under a switch is wired to the switch on its HCA's link; otherwise to its host's root complex, above it.
  const wiring = (side: 'A' | 'B'): GpuWiring | null => {
    if (!gpu[side]) return null;
    const g = boxes[side === 'A' ? 'A.gpu' : 'B.gpu'];
    const sw = boxes[side === 'A' ? 'A.pcieSwitch' : 'B.pcieSwitch'];
    const inner = side === 'A' ? g.x : g.x + g.w;
    if (gpu.path === 'switch') {
      const y = sw.y + sw.h / 2;
      return {
        path: 'switch',
        line: [
          { x: side === 'A' ? sw.x + sw.w : sw.x, y },
          { x: inner, y },
        ],
      };
    }
    const x = side === 'A' ? g.x + 30 : g.x + g.w - 30;
    return {
      path: 'root-complex',
      line: [
        { x, y: rcA.y + rcA.h },
        { x, y: g.y },
      ],
    };
  };
  return {
    width: W,
    height: TOPO_H + dy,
    hosts: { A: rect(4, 4, 298, 124), B: m(rect(4, 4, 298, 124)) },
    hcas: { A: down(rect(4, 176, 232, 120)), B: m(down(rect(4, 176, 232, 120))) },
    boxes,
    dramA: { src: cell(0, 0), sq: cell(1, 0), cq: cell(0, 1), dbr: cell(1, 1) },
    mrB,
    caches: { A: rect(cpuA.x + 8, cpuA.y + 40, cpuA.w - 16, 18), B: rect(cpuB.x + 8, cpuB.y + 40, cpuB.w - 16, 18) },
    bar: {
      init: rect(bar.x + 5, bar.y + 18, bar.w - 10, 16),
      uar,
      doorbell: rect(uar.x + 4, uar.y + 15, uar.w - 8, 15),
      bf: rect(uar.x + 4, uar.y + 32, uar.w - 8, 15),
    },
    barB: down(rect(548, 250, 74, 40)),
    qp: { A: down(rect(176, 180, 54, 15)), B: m(down(rect(176, 180, 54, 15))) },
    pcie: {
      A: [
        { x: pcieX, y: rcA.y + rcA.h },
        { x: pcieX, y: bar.y },
      ],
      B: [
        { x: W - pcieX, y: rcA.y + rcA.h },
        { x: W - pcieX, y: hcaB['B.hca.engine'].y },
      ],
    },
    pcieLabelY: dy ? 200 : rcA.y + rcA.h + 21,
    gpu: { A: wiring('A'), B: wiring('B') },
    switches,
    fabricNodes: [portA, ...switches.map(centre), portB],
    slots: {
      hostA: { x: 74, y: 17, anchor: 'start' },
      hostB: { x: W - 74, y: 17, anchor: 'end' },
      hcaA: { x: 66, y: 192 + dy, anchor: 'start' },
      hcaB: { x: W - 66, y: 192 + dy, anchor: 'end' },
      pcieA: { x: pcieX + 8, y: 171 + dy, anchor: 'start' },
      pcieB: { x: W - pcieX - 8, y: 171 + dy, anchor: 'end' },
      fabric: { x: W / 2, y: 246 + dy, anchor: 'middle' },
    },
    badges: {
      A: { x: pcieX + 122, y: dy ? 194 : 144, anchor: 'start' },
      B: { x: W - pcieX - 122, y: dy ? 194 : 144, anchor: 'end' },
      fabric: { x: W / 2, y: 206 + dy, anchor: 'middle' },
    },
    oob: bendThrough({ x: cpuB.x, y: cpuB.y + cpuB.h / 2 }, { x: W / 2, y: 160 }, { x: cpuA.x + cpuA.w, y: cpuA.y + cpuA.h / 2 }),
  };
}

/** Samples of the quadratic curve from `a` to `b` that passes through `mid` halfway. */
export function bendThrough(a: Pt, mid: Pt, b: Pt, samples = 16): Pt[] {
  const c = { x: 2 * mid.x - (a.x + b.x) / 2, y: 2 * mid.y - (a.y + b.y) / 2 };
  return Array.from({ length: samples + 1 }, (_, i) => {
    const at = i / samples;
    const u = 1 - at;
    return { x: u * u * a.x + 2 * u * at * c.x + at * at * b.x, y: u * u * a.y + 2 * u * at * c.y + at * at * b.y };
  });
}

/** The point an artifact passes at a place (a box's centre, a link's middle). */
export function anchorOf(L: TopologyLayout, place: Place): Pt {
  if (place === 'A.pcie' || place === 'B.pcie') {
    const [a, b] = L.pcie[place === 'A.pcie' ? 'A' : 'B'];
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  }
  if (place === 'fabric') return { x: W / 2, y: L.fabricNodes[0].y };
  if (place === 'oob') return L.oob[Math.floor(L.oob.length / 2)];
  return centre(L.boxes[place]);
}

/** The boxes this layout draws: a host's GPU and its switch only when its buffer is in GPU memory (and the switch only on that path). */
export function drawnBoxes(L: TopologyLayout): [BoxPlace, Rect][] {
  return (Object.entries(L.boxes) as [BoxPlace, Rect][]).filter(([place]) => {
    const side = place.startsWith('A.') ? 'A' : 'B';
    if (place.endsWith('.gpu')) return L.gpu[side] !== null;
    if (place.endsWith('.pcieSwitch')) return L.gpu[side]?.path === 'switch';
    return true;
  });
}
