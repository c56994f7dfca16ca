import type { MsgKey } from '../../../i18n/en';
import type { MsgParam } from '../../../i18n/msg';
import { hex } from '../../../sim/format/plainText';
import type { FailureId } from '../../../sim/misconception/types';
import { MLX5_BF_OFFSET, MLX5_CQ_DOORBELL } from '../../../sim/mlx5/uar';
import { DEFAULT_PRESET } from '../../../sim/scenario/presets';
import type { Scenario } from '../../../sim/scenario/types';
import { type Cite, cite } from '../../../sim/sources/cite';
import type { StepRole } from '../../../sim/trace/types';
import type { PanelTab } from '../../../store/vocabularies';

/** One question from the thread this app started from, its short answer, the step that shows it, and its sources. */
export interface PeopleAsk {
  id: 'bar' | 'mov' | 'window' | 'reprogram' | 'zeroCopy' | 'rxe' | 'gpu';
  question: MsgKey;
  answer: MsgKey;
  /** The constants the answer quotes, from their definitions. */
  answerParams?: Record<string, MsgParam>;
  /** The first step with this role in the current trace shows it (a step is found by what it does, never by its id). */
  step: StepRole;
  /** The misconception mode shows why the imagined alternative fails. */
  misconception: boolean;
  /** The misconception's step that answers it: the one marking this failure (else the misconception step standing for `step`). */
  misconceptionFailure?: FailureId;
  /** A tab of the panel that answers it too (the ConnectX-vs-soft-RoCE comparison). */
  tab?: PanelTab;
  sources: Cite;
  /** The scenario that shows it, from the one on screen (the GPU question puts B's buffer in GPU memory). */
  scenario?: (s: Scenario) => Scenario;
}

/**
 * The questions of the Stack Overflow question about what an InfiniBand
 * card's BAR maps (no. 20151982) and its comments, in the order a reader
 * meets them.
 */
export const PEOPLE_ASK: readonly PeopleAsk[] = [
  {
    id: 'bar',
    question: 'ui.questions.bar.q',
    answer: 'ui.questions.bar.a',
    answerParams: { cqDoorbell: hex(MLX5_CQ_DOORBELL), bfOffset: hex(MLX5_BF_OFFSET) },
    step: 'post-mmio',
    misconception: true,
    sources: cite([
      'stackoverflow.20151982',
      'linux.mlx5.init-seg',
      'linux.mlx5.core-uar',
      'rdma-core.mlx5.bf-offset',
      'rdma-core.mlx5dv.doorbells',
      'rdma-core.mlx5.post-send-db',
      'linux.mlx5.dm',
    ]),
  },
  {
    id: 'mov',
    question: 'ui.questions.mov.q',
    answer: 'ui.questions.mov.a',
    step: 'post-mmio',
    misconception: false,
    sources: cite([
      'rdma-core.verbs-h',
      'rdma-core.mlx5.post-send',
      'rdma-core.mlx5.post-send-db',
      'rdma-core.util.mmio',
      'rdma-core.mlx5dv.wqe',
      'rdma-core.rxe.post-send-db',
    ]),
  },
  {
    id: 'window',
    question: 'ui.questions.window.q',
    answer: 'ui.questions.window.a',
    step: 'mmio-tlp',
    misconception: true,
    misconceptionFailure: 'size',
    sources: cite([
      'l2fwd-nv#6',
      'linux.mlx5.core-uar',
      'linux.mlx5.uar-mmap',
      'rdma-core.mlx5.abi-bfregs',
      'rdma-core.mlx5.post-send-db',
      'pcie.base.address-routing',
    ]),
  },
  {
    id: 'reprogram',
    question: 'ui.questions.reprogram.q',
    answer: 'ui.questions.reprogram.a',
    step: 'mmio-tlp',
    misconception: true,
    misconceptionFailure: 'addressing',
    sources: cite(['linux.pci.probe', 'linux.pci.regs', 'pcie.base.address-routing', 'linux.doc.ntb', 'linux.doc.cxl-memory-devices']),
  },
  {
    id: 'zeroCopy',
    question: 'ui.questions.zeroCopy.q',
    answer: 'ui.questions.zeroCopy.a',
    step: 'build-packets',
    misconception: false,
    sources: cite(['rfc5040']),
  },
  {
    id: 'rxe',
    question: 'ui.questions.rxe.q',
    answer: 'ui.questions.rxe.a',
    step: 'place-data',
    misconception: false,
    tab: 'machines',
    sources: cite(['linux.rxe.req', 'linux.rxe.mr-copy', 'rdma-core.rxe.post-send-db']),
  },
  {
    id: 'gpu',
    question: 'ui.questions.gpu.q',
    answer: 'ui.questions.gpu.a',
    step: 'pcie-write',
    misconception: false,
    // GPU memory needs a card and no IOMMU translation (the scenario's rules): those are set with it.
    scenario: (s) => ({ ...s, memB: 'gpu', iommu: false, preset: s.preset === 'rxe' ? DEFAULT_PRESET : s.preset }),
    sources: cite(['nvidia.gpudirect-rdma', 'nvidia.nvml.bar1', 'nvidia.peermem', 'linux.pci.p2pdma', 'nvidia.gpudirect-rdma.ordering']),
  },
];
