import fc from 'fast-check';
import { exchangePackets, parseScenario } from '../../../src/sim/scenario/parseScenario';
import type { Scenario } from '../../../src/sim/scenario/types';
import { MAX_INLINE_BYTES } from '../../../src/sim/scenario/values';

const OPS = ['write', 'write-imm', 'read', 'send'] as const;
const FAULTS = ['none', 'bad-rkey', 'out-of-bounds', 'no-remote-write', 'drop', 'corrupt-icrc'] as const;
const MIB = 1 << 20;

/** Message sizes: mostly small, some up to 256 KiB, a few up to 8 MiB; and the edges (0, 1, one MTU). */
const arbBytes = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 16_384 }) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 256 * 1024 }) },
  { weight: 1, arbitrary: fc.integer({ min: 256 * 1024, max: 8 * MIB }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, 2, 256, 4096, 8192, 65_536) },
);

/**
 * Any valid scenario: every operation × fault × transport × posting mode,
 * sizes up to 8 MiB, every MTU, PCIe sizes, switches, the PSN near its wrap,
 * short timers. A raw draw is repaired into a valid one (an inline post of a
 * READ or of more than the inline limit becomes BlueFlame, a fault that does
 * not apply to the operation becomes none, a packet fault names a packet that
 * exists), so no draw is wasted.
 */
const arbRecord = (preset: fc.Arbitrary<string>, transport: fc.Arbitrary<string>, post: fc.Arbitrary<string>) =>
  fc.record({
    op: fc.constantFrom(...OPS),
    messageBytes: arbBytes,
    pathMtu: fc.constantFrom(256, 512, 1024, 2048, 4096),
    post,
    signaled: fc.boolean(),
    fault: fc.constantFrom(...FAULTS),
    // Where a packet fault hits: the edges (first, last data packet, the answer, the one before last) as often as anywhere.
    packetPick: fc.oneof(fc.constantFrom('first', 'last', 'answer', 'beforeLast'), fc.double({ min: 0, max: 1, noNaN: true })),
    recvPosted: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    transport,
    roceIp: fc.constantFrom('ipv4', 'ipv6'),
    mps: fc.constantFrom(128, 256, 512, 1024, 4096),
    mrrs: fc.constantFrom(128, 512, 4096),
    gen: fc.constantFrom(3, 4, 5),
    switchHops: fc.integer({ min: 0, max: 4 }),
    startPsn: fc.oneof(fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0xffffff - 40, max: 0xffffff })),
    ackTimeout: fc.integer({ min: 1, max: 16 }),
    minRnrTimer: fc.integer({ min: 0, max: 31 }),
    iommu: fc.boolean(),
    // GPUDirect RDMA: either buffer in GPU memory, a quarter of the time each, through a switch or the root complex.
    memA: fc.oneof({ weight: 3, arbitrary: fc.constant('host') }, { weight: 1, arbitrary: fc.constant('gpu') }),
    memB: fc.oneof({ weight: 3, arbitrary: fc.constant('host') }, { weight: 1, arbitrary: fc.constant('gpu') }),
    p2pPath: fc.constantFrom('switch', 'root-complex'),
    initiator: fc.oneof({ weight: 3, arbitrary: fc.constant('cpu') }, { weight: 1, arbitrary: fc.constant('gpu') }),
    preset,
  });

type Drawn = ReturnType<typeof arbRecord> extends fc.Arbitrary<infer R> ? R : never;

/** A raw draw repaired into a valid scenario (an inline post that cannot be inline falls back to the preset's other mode). */
function repaired(r: Drawn): Scenario {
  const fallback = r.preset === 'rxe' ? 'doorbell' : 'blueflame';
  // A GPU thread posts with a doorbell (IBGDA); soft-RoCE has no GPU path.
  const gpuPosts = r.initiator === 'gpu' && r.preset !== 'rxe' && (r.op === 'write' || r.op === 'read');
  const post = gpuPosts ? 'doorbell' : r.post === 'inline' && (r.op === 'read' || r.messageBytes > MAX_INLINE_BYTES) ? fallback : r.post;
  const raw: Record<string, unknown> = {
    preset: r.preset,
    op: r.op,
    messageBytes: r.messageBytes,
    pathMtu: r.pathMtu,
    post,
    signaled: r.signaled,
    recvPosted: r.recvPosted,
    transport: r.transport,
    roceIp: r.roceIp,
    pcie: { mps: r.mps, mrrs: r.mrrs, gen: r.gen },
    ib: { switchHops: r.switchHops },
    startPsn: r.startPsn,
    ackTimeout: r.ackTimeout,
    minRnrTimer: r.minRnrTimer,
    // GPU memory needs a ConnectX card and no IOMMU translation (the parser's rules): a draw with either keeps host memory.
    iommu: r.iommu && r.memA === 'host' && r.memB === 'host' && !gpuPosts,
    initiator: gpuPosts ? 'gpu' : 'cpu',
    memA: r.preset === 'rxe' ? 'host' : r.memA,
    memB: r.preset === 'rxe' ? 'host' : r.memB,
    p2pPath: r.p2pPath,
  };
  const base = parse(raw);
  let fault: unknown = 'none';
  const needsRecv = r.op === 'send' || r.op === 'write-imm';
  if (r.fault === 'drop' || r.fault === 'corrupt-icrc') {
    const n = exchangePackets(base);
    // n counts the request's packets and the answer: a write-like op's data then its ACK, a READ's request then its responses.
    const pick = r.packetPick;
    const k =
      pick === 'first'
        ? 1
        : pick === 'answer'
          ? n
          : pick === 'last'
            ? n - 1
            : pick === 'beforeLast'
              ? Math.max(1, n - 2)
              : 1 + Math.floor(pick * n * 0.9999);
    if (r.recvPosted || !needsRecv) fault = `${r.fault}:${k}`;
  } else if (r.fault !== 'none') {
    const applies =
      r.op !== 'send' &&
      !(r.fault === 'no-remote-write' && r.op === 'read') &&
      r.messageBytes > (r.fault === 'out-of-bounds' ? 1 : 0) &&
      (r.recvPosted || !needsRecv);
    if (applies) fault = r.fault;
  }
  return parse({ ...raw, fault });
}

export const arbAnyScenario: fc.Arbitrary<Scenario> = arbRecord(
  fc.constantFrom('cx4-edr', 'cx5-edr', 'cx6-hdr', 'cx7-ndr'),
  fc.constantFrom('ib', 'rocev2'),
  fc.constantFrom('doorbell', 'blueflame', 'inline'),
).map(repaired);

/** Any valid soft-RoCE scenario (preset rxe): RoCEv2 over IPv4 or IPv6, every operation × fault, posted by the ring or inline. */
export const arbRxeScenario: fc.Arbitrary<Scenario> = arbRecord(
  fc.constant('rxe'),
  fc.constant('rocev2'),
  fc.constantFrom('doorbell', 'inline'),
).map(repaired);

function parse(raw: Record<string, unknown>): Scenario {
  const r = parseScenario(raw);
  if (!r.ok) throw new Error(`arbAnyScenario drew an invalid scenario: ${JSON.stringify(raw)}`);
  return r.scenario;
}

/** A scenario in the form a failure report can be pasted back from (bigints as hex). */
export function scenarioJson(s: Scenario): string {
  return JSON.stringify(s, (_k, v) => (typeof v === 'bigint' ? `0x${v.toString(16)}` : v));
}
