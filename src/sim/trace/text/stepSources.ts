import type { Scenario } from '../../scenario/types';
import { type Cite, cite } from '../../sources/cite';
import type { SourceId } from '../../sources/sourceTable';
import type { StepRole } from '../types';

type Ids = readonly SourceId[];

/** The public sources each kind of step rests on (its layouts, rules and numbers), by what the step does. */
const BY_ROLE: Readonly<Partial<Record<StepRole, Ids | ((s: Scenario) => Ids)>>> = {
  'register-memory': ['linux.umem.get', 'rdma-core.mlx5.vfio-reg-mr', 'linux.ib-verbs.check-mr-access', 'linux.rxe.mr'],
  'create-qps': ['rdma-core.mlx5.uar-mmap', 'linux.mlx5.uar-mmap', 'linux.mlx5.core-uar'],
  'exchange-keys': ['perftest.communication.handshake', 'perftest.resources.modify-qp'],
  'connect-qps': (s) => [
    'rdma-core.man.ibv-modify-qp',
    'perftest.resources.modify-qp',
    'perftest.communication.handshake',
    'perftest.parameters-h',
    ...(s.op === 'read' ? (['linux.rxe.resp.check-resource'] as const) : []),
  ],
  'post-recv': ['rdma-core.mlx5.post-recv', 'rdma-core.mlx5.rq-size'],
  'build-wqe': ['rdma-core.mlx5.post-send', 'rdma-core.mlx5dv.wqe', 'rdma-core.mlx5.set-data-inl-seg'],
  'write-doorbell-record': ['rdma-core.mlx5.post-send-db', 'rdma-core.util.udma-barrier', 'rdma-core.mlx5dv.doorbells'],
  'post-mmio': [
    'rdma-core.mlx5.post-send-db',
    'rdma-core.mlx5.bf-copy',
    'rdma-core.util.mmio',
    'rdma-core.mlx5.bf-env',
    'rdma-core.mlx5.bf-offset',
  ],
  'mmio-tlp': ['pcie.base.address-routing', 'pcie.base.transaction-layer', 'go-pcie-tlp.tlp'],
  'fetch-wqe': ['pcie.base.transaction-layer', 'pcie-bench.data'],
  'fetch-payload': ['pcie.base.transaction-layer', 'pcie-bench.data', 'linux.rxe.req.retry'],
  'read-memory': ['pcie.base.transaction-layer', 'linux.rxe.resp.read-reply'],
  'build-packets': (s) =>
    s.transport === 'rocev2'
      ? [
          'linux.ib-pack',
          'linux.rxe.hdr',
          'linux.rxe.opcode',
          'linux.ib-verbs.roce',
          'linux.rxe.icrc',
          'linux.mlx5.qp-pm-state',
          'linux.qib.ruc',
          'capture.huawei-roce',
          'scapy.roce-capture',
          'nvidia.ecn',
          'linux.rxe.net',
          'linux.ipv4.ip-ident',
        ]
      : [
          'linux.ib-pack',
          'linux.rxe.hdr',
          'linux.rxe.opcode',
          'ibta.vol1.icrc',
          'endace.dagcrc',
          'linux.mlx5.qp-pm-state',
          'linux.qib.ruc',
          'wireshark.ib-sample',
        ],
  transmit: (s) =>
    s.transport === 'rocev2' ? ['rdma-core.devinfo.speed', 'ieee802.3.fcs'] : ['rdma-core.devinfo.speed', 'ompi.verbs-port'],
  'switch-forward': (s) =>
    s.transport === 'rocev2' ? ['linux.rxe.icrc', 'rfc791.3.1', 'rfc8200.3'] : ['ibta.vol1.icrc', 'shanley.ib-arch', 'opensm.qos'],
  cable: (s) => (s.transport === 'rocev2' ? ['ieee802.3.fcs'] : ['endace.dagcrc']),
  'responder-check': [
    'linux.rxe.recv',
    'linux.rxe.resp',
    'linux.rxe.resp.check-psn',
    'linux.rxe.resp.duplicate-request',
    'linux.rxe.resp.check-rkey',
  ],
  'fetch-recv-wqe': ['linux.rxe.resp.check-resource', 'linux.rxe.opcode'],
  translate: ['rdma-core.mlx5.vfio-reg-mr', 'pcie.base.transaction-layer'],
  'pcie-write': ['pcie.base.transaction-layer'],
  'place-data': ['rdma-core.man.ibv-query-qp-data-in-order'],
  acknowledge: [
    'linux.rxe.resp',
    'linux.rxe.resp.duplicate-request',
    'linux.rxe.hdr',
    'linux.rxe.req.ack-req',
    'linux.rxe.param',
    'linux.hfi1.rc',
    'linux.rdmavt.credits',
    'capture.huawei-roce',
  ],
  nak: ['linux.rxe.hdr', 'linux.rxe.resp', 'linux.rxe.comp'],
  timeout: ['rdma-core.man.rdma-set-option', 'linux.rdmavt.qp-timeout', 'nvidia.adaptive-retx', 'perftest#251'],
  'rnr-wait': ['linux.rxe.comp', 'linux.rxe.req.retry'],
  'requester-check': ['linux.rxe.comp'],
  'write-completion': (s) => [
    'rdma-core.mlx5dv.cqe',
    'rdma-core.mlx5.cq-parse',
    ...(s.fault.kind === 'none' ? [] : (['linux.rxe.comp'] as const)),
  ],
  'poll-completion': [
    'rdma-core.mlx5.cq-poll',
    'rdma-core.mlx5.cq-parse',
    'rdma-core.mlx5.cq-db-words',
    'rdma-core.man.ibv-query-qp-data-in-order',
  ],
  'responder-completion': ['rdma-core.mlx5dv.cqe', 'rdma-core.mlx5.cq-parse', 'linux.rxe.resp', 'nvidia.rdma-aware.poll-cq'],
  'responder-poll': ['rdma-core.mlx5.cq-parse', 'nvidia.rdma-aware.poll-cq'],
};

/** GPUDirect RDMA: what a step that registers, reads or writes GPU memory rests on, beside its own role's sources. */
const GPU_BY_ROLE: Readonly<Partial<Record<StepRole, Ids>>> = {
  'register-memory': [
    'nvidia.gpudirect-rdma',
    'nvidia.peermem',
    'rdma-core.man.ibv-reg-dmabuf-mr',
    'nvidia.gpudirect-rdma.bar-sizes',
    'nvidia.nvml.bar1',
  ],
  'fetch-payload': ['nvidia.gpudirect-rdma', 'nvidia.gpudirect-rdma.systems', 'linux.pci.p2pdma'],
  'read-memory': ['nvidia.gpudirect-rdma', 'nvidia.gpudirect-rdma.systems', 'linux.pci.p2pdma'],
  translate: ['nvidia.peermem', 'nvidia.gpudirect-rdma.bar-sizes'],
  'pcie-write': ['nvidia.gpudirect-rdma', 'nvidia.gpudirect-rdma.systems', 'linux.pci.p2pdma'],
  'place-data': ['nvidia.gpudirect-rdma.ordering', 'cuda.flush-gpudirect-rdma-writes', 'nccl.ib-iflush'],
};

/** GPU-initiated (IBGDA): the steps a GPU thread or A's rings in GPU memory take part in. */
const IBGDA_BY_ROLE: Readonly<Partial<Record<StepRole, Ids>>> = {
  'create-qps': ['nvshmem.ibgda-host'],
  'build-wqe': ['nvshmem.ibgda-device', 'deepep.ibgda'],
  'write-doorbell-record': ['nvshmem.ibgda-device'],
  'post-mmio': ['nvshmem.ibgda-device', 'nvshmem.ibgda-host', 'deepep.ibgda'],
  'mmio-tlp': ['nvidia.gpudirect-rdma', 'linux.pci.p2pdma'],
  'fetch-wqe': ['nvshmem.ibgda-host', 'nvidia.gpudirect-rdma'],
  'write-completion': ['nvshmem.ibgda-host'],
  'poll-completion': ['nvshmem.ibgda-device'],
};

/** The layouts a GPU-posted step still rests on, in place of libmlx5's CPU path. */
const CPU_POST_PATH: Readonly<Partial<Record<StepRole, Ids>>> = {
  'build-wqe': ['rdma-core.mlx5dv.wqe'],
  'write-doorbell-record': ['rdma-core.mlx5dv.doorbells'],
  'post-mmio': ['rdma-core.mlx5dv.doorbells'],
  'poll-completion': ['rdma-core.mlx5dv.cqe'],
};

/** Whether this step's own buffer is in GPU memory: the sender's for a read of the payload, the receiver's for placing it. */
function touchesGpu(role: StepRole, s: Scenario): boolean {
  const receiver = s.op === 'read' ? s.memA : s.memB;
  if (role === 'register-memory') return s.memA === 'gpu' || s.memB === 'gpu';
  if (role === 'fetch-payload') return s.memA === 'gpu';
  if (role === 'read-memory') return s.memB === 'gpu';
  return receiver === 'gpu';
}

/** The sources of a step of the real trace: what its role rests on, for this scenario's transport and operation. */
export function stepSources(role: StepRole, s: Scenario): Cite[] {
  const ids = BY_ROLE[role];
  const gpu = [...(touchesGpu(role, s) ? (GPU_BY_ROLE[role] ?? []) : []), ...(s.initiator === 'gpu' ? (IBGDA_BY_ROLE[role] ?? []) : [])];
  // A GPU thread posts (IBGDA): libmlx5's CPU path (post_send_db, the BlueFlame copy) is not what runs; the layouts stay.
  const cpuPath = s.initiator === 'gpu' ? CPU_POST_PATH[role] : undefined;
  const own = cpuPath ?? (ids ? (typeof ids === 'function' ? ids(s) : ids) : []);
  return own.length + gpu.length ? [cite([...own, ...gpu])] : [];
}
