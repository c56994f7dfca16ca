import { msg } from '../../../i18n/msg';
import { NAK_CODE_PARAMS } from '../../ib/aeth';
import { CQE_SYNDROME } from '../../mlx5/cqe';
import { MLX5_CQE_REQ_ERR, MLX5_CQE_RESP_ERR } from '../../mlx5/cqeLayout';
import type { Op } from '../../scenario/types';
import { type Claims, GENERAL, when } from '../claims/claim';
import type { StepText } from '../types';
import { completionAside } from './answerText';

const hex2 = (v: number) => `0x${v.toString(16).padStart(2, '0')}`;

/** What each sentence of the completions on A and B asserts (statuses read back from the CQEs' bytes). */
export const COMPLETION_CLAIMS: Claims = {
  'step.cqe.title': when((f) => f.cqeA?.ok === true),
  'step.cqe.s1': when((f) => f.op !== 'read' && f.signaled && f.cqeA?.ok === true && f.roles.has('acknowledge') && f.initiator === 'cpu'),
  'step.cqe.s1Read': when((f) => f.op === 'read' && f.cqeA?.ok === true && f.initiator === 'cpu'),
  'step.cqe.s1Gpu': when(
    (f) => f.op !== 'read' && f.signaled && f.cqeA?.ok === true && f.roles.has('acknowledge') && f.initiator === 'gpu',
  ),
  'step.cqe.s1ReadGpu': when((f) => f.op === 'read' && f.cqeA?.ok === true && f.initiator === 'gpu'),
  'step.cqe.error.s1Gpu': when((f) => f.cqeA?.status === 'IBV_WC_REM_ACCESS_ERR' && f.initiator === 'gpu'),
  'step.cqe.reality': GENERAL,
  'step.cqe.unsignaled.title': when((f) => !f.signaled && f.cqeA === null),
  'step.cqe.unsignaled.s1': when((f) => !f.signaled && f.cqeA === null),
  'step.cqe.error.title': when((f) => f.cqeA?.ok === false),
  'step.cqe.error.s1': when((f) => f.cqeA?.status === 'IBV_WC_REM_ACCESS_ERR' && f.initiator === 'cpu'),
  'step.cqe.error.s2': when((f) => f.cqeA?.ok === false),
  'step.cqe.error.reality': when((f) => f.cqeA?.status === 'IBV_WC_REM_ACCESS_ERR'),
  'step.poll.title': when((f) => f.cqeA?.ok === true && f.initiator === 'cpu'),
  'step.poll.s1': when((f) => f.initiator === 'cpu'),
  'step.poll.titleGpu': when((f) => f.cqeA?.ok === true && f.initiator === 'gpu'),
  'step.poll.s1Gpu': when((f) => f.initiator === 'gpu'),
  'step.poll.s2Gpu': when((f) => f.initiator === 'gpu' && f.op !== 'read'),
  'step.poll.s2ReadGpu': when((f) => f.initiator === 'gpu' && f.op === 'read'),
  'step.poll.error.titleGpu': when((f) => f.cqeA?.ok === false && f.initiator === 'gpu'),
  'step.poll.error.s1Gpu': when((f) => f.cqeA?.status === 'IBV_WC_REM_ACCESS_ERR' && f.initiator === 'gpu'),
  'step.poll.s2': when((f) => f.op !== 'read' && f.cqeA?.ok === true),
  'step.poll.s2Read': when((f) => f.op === 'read' && f.cqeA?.ok === true),
  'step.poll.unsignaled.title': when((f) => f.cqeA === null),
  'step.poll.unsignaled.s1': when((f) => f.cqeA === null),
  'step.poll.error.title': when((f) => f.cqeA?.ok === false && f.initiator === 'cpu'),
  'step.poll.error.s1': when((f) => f.cqeA?.status === 'IBV_WC_REM_ACCESS_ERR' && f.initiator === 'cpu'),
  'step.cqeB.title': when((f) => f.cqeB?.ok === true),
  'step.cqeB.s1Send': when((f) => f.op === 'send' && f.cqeB?.ok === true),
  'step.cqeB.s1Imm': when((f) => f.op === 'write-imm' && f.cqeB?.ok === true),
  'step.cqeB.s2': when((f) => f.cqeB?.ok === true),
  'step.cqeB.reality': when((f) => f.cqeB?.ok === true),
  'step.cqeB.flush.title': when((f) => f.cqeB?.status === 'IBV_WC_WR_FLUSH_ERR'),
  'step.cqeB.flush.s1': when((f) => f.cqeB?.status === 'IBV_WC_WR_FLUSH_ERR' && !f.recvWqeRead),
  'step.cqeB.error.title': when((f) => f.cqeB?.ok === false && f.cqeB.status !== 'IBV_WC_WR_FLUSH_ERR'),
  'step.cqeB.error.s1': when((f) => f.cqeB?.status === 'IBV_WC_LOC_ACCESS_ERR' && f.recvWqeRead),
  'step.pollB.title': when((f) => f.cqeB?.ok === true),
  'step.pollB.s1Send': when((f) => f.op === 'send' && f.cqeB?.ok === true),
  'step.pollB.s1Imm': when((f) => f.op === 'write-imm' && f.cqeB?.ok === true),
  'step.pollB.s2': when((f) => f.cqeB?.ok === true),
  'step.pollB.flush.title': when((f) => f.cqeB?.status === 'IBV_WC_WR_FLUSH_ERR'),
  'step.pollB.flush.s1': when((f) => f.cqeB?.status === 'IBV_WC_WR_FLUSH_ERR'),
  'step.pollB.error.title': when((f) => f.cqeB?.ok === false && f.cqeB.status !== 'IBV_WC_WR_FLUSH_ERR'),
  'step.pollB.error.s1': when((f) => f.cqeB?.status === 'IBV_WC_LOC_ACCESS_ERR'),
};

/** A's completion: an unsignaled WQE retired silently, a CQE, or an error CQE. */
export function cqeText(op: Op, signaled: boolean, error: boolean, gpu = false): StepText {
  if (!signaled && !error) return { title: msg('step.cqe.unsignaled.title'), summary: [msg('step.cqe.unsignaled.s1')] };
  if (error) {
    const syn = CQE_SYNDROME.REMOTE_ACCESS_ERR;
    return {
      title: msg('step.cqe.error.title'),
      summary: [
        msg(gpu ? 'step.cqe.error.s1Gpu' : 'step.cqe.error.s1', {
          opcode: MLX5_CQE_REQ_ERR,
          syndrome: hex2(syn.code),
          status: syn.wcStatus,
        }),
        msg('step.cqe.error.s2'),
      ],
      reality: msg('step.cqe.error.reality', NAK_CODE_PARAMS),
    };
  }
  return {
    title: msg('step.cqe.title'),
    summary: [msg(op === 'read' ? (gpu ? 'step.cqe.s1ReadGpu' : 'step.cqe.s1Read') : gpu ? 'step.cqe.s1Gpu' : 'step.cqe.s1')],
    reality: msg('step.cqe.reality'),
  };
}

/** A's CPU polls its CQ. */
export function pollText(op: Op, signaled: boolean, error: boolean, gpu = false): StepText {
  if (!signaled && !error) {
    return { title: msg('step.poll.unsignaled.title'), summary: [msg('step.poll.unsignaled.s1')], asides: [completionAside()] };
  }
  if (error)
    return {
      title: msg(gpu ? 'step.poll.error.titleGpu' : 'step.poll.error.title'),
      summary: [msg(gpu ? 'step.poll.error.s1Gpu' : 'step.poll.error.s1', { status: CQE_SYNDROME.REMOTE_ACCESS_ERR.wcStatus })],
    };
  return {
    title: msg(gpu ? 'step.poll.titleGpu' : 'step.poll.title'),
    summary: [
      msg(gpu ? 'step.poll.s1Gpu' : 'step.poll.s1'),
      msg(op === 'read' ? (gpu ? 'step.poll.s2ReadGpu' : 'step.poll.s2Read') : gpu ? 'step.poll.s2Gpu' : 'step.poll.s2'),
    ],
    // What an ACK-triggered completion means: not for a READ (no ACK; the data is in A's memory).
    ...(op === 'read' ? {} : { asides: [completionAside()] }),
  };
}

/** B's completion: the SEND's or WRITE with immediate's CQE, the refused packet's receive WQE in error, or a flush. */
export function cqeBText(op: Op, kind: 'responder' | 'responder-error' | 'responder-flush'): StepText {
  if (kind === 'responder-flush') {
    const syn = CQE_SYNDROME.WR_FLUSH_ERR;
    return {
      title: msg('step.cqeB.flush.title'),
      summary: [msg('step.cqeB.flush.s1', { opcode: MLX5_CQE_RESP_ERR, syndrome: hex2(syn.code) })],
    };
  }
  if (kind === 'responder-error') {
    const syn = CQE_SYNDROME.LOCAL_ACCESS_ERR;
    return {
      title: msg('step.cqeB.error.title'),
      summary: [msg('step.cqeB.error.s1', { opcode: MLX5_CQE_RESP_ERR, syndrome: hex2(syn.code), status: syn.wcStatus })],
    };
  }
  return {
    title: msg('step.cqeB.title'),
    summary: [msg(op === 'send' ? 'step.cqeB.s1Send' : 'step.cqeB.s1Imm'), msg('step.cqeB.s2')],
    reality: msg('step.cqeB.reality'),
  };
}

/** B's CPU polls its CQ. */
export function pollBText(op: Op, kind: 'responder' | 'responder-error' | 'responder-flush'): StepText {
  if (kind === 'responder-flush') return { title: msg('step.pollB.flush.title'), summary: [msg('step.pollB.flush.s1')] };
  if (kind === 'responder-error') {
    return {
      title: msg('step.pollB.error.title'),
      summary: [msg('step.pollB.error.s1', { status: CQE_SYNDROME.LOCAL_ACCESS_ERR.wcStatus })],
    };
  }
  return { title: msg('step.pollB.title'), summary: [msg(op === 'send' ? 'step.pollB.s1Send' : 'step.pollB.s1Imm'), msg('step.pollB.s2')] };
}
