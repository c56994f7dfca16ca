import { type Msg, msg } from '../../i18n/msg';
import type { Op } from '../../sim/scenario/types';
import type { StepRole } from '../../sim/trace/types';
import { useT } from '../shared/i18n/useT';

/** One line of the pseudocode: code as NVSHMEM writes it, or a comment in the reader's language. */
type Line = { code: string; role?: StepRole } | { note: Msg };

/**
 * GPU-initiated posting (initiator gpu): what runs instead of A's ibv_post_send, as annotated pseudocode after NVSHMEM's
 * IBGDA (src/modules/transport/ibgda/ibgda.cpp on the host, once; src/include/non_abi/device/pt-to-pt/ibgda_device.cuh
 * on the GPU, per put). It is not a program this tool builds or runs: it names the functions, in their order.
 */
const linesFor = (op: Op): readonly Line[] => [
  { note: msg('code.gpuInit.hostOnce') },
  { code: 'wq = cudaMalloc(...);  cq = cudaMalloc(...);  dbr = cudaMalloc(...);', role: 'create-qps' },
  { code: 'mlx5dv_devx_umem_reg_ex(ctx, {dmabuf_fd, ...})  /* or mlx5dv_devx_umem_reg */', role: 'create-qps' },
  { code: 'mlx5dv_devx_obj_create(ctx, CREATE_CQ {cc = 1 /* collapsed */, oi = 1}, ...);', role: 'create-qps' },
  { code: 'uar = mlx5dv_devx_alloc_uar(ctx, MLX5DV_UAR_ALLOC_TYPE_NC_DEDICATED);', role: 'create-qps' },
  {
    code: 'cudaHostRegister(uar->reg_addr, size, cudaHostRegisterPortable | cudaHostRegisterMapped | cudaHostRegisterIoMemory);',
    role: 'create-qps',
  },
  { note: msg('code.gpuInit.devicePut') },
  {
    code:
      op === 'read'
        ? 'ibgda_write_rdma_read_wqe(qp, dct_idx, laddr, lkey, raddr, rkey, bytes, wqe_idx, wqe_ptrs);'
        : 'ibgda_write_rdma_write_wqe(qp, dct_idx, laddr, lkey, raddr, rkey, bytes, wqe_idx, fm_ce_se, wqe_ptrs);',
    role: 'build-wqe',
  },
  { code: 'IBGDA_MEMBAR();' },
  { code: 'ibgda_update_dbr(qp, prod_idx);', role: 'write-doorbell-record' },
  { code: 'IBGDA_MEMBAR();' },
  { code: 'ibgda_ring_db(qp, prod_idx);', role: 'post-mmio' },
  { note: msg('code.gpuInit.ringDb') },
  { note: msg('code.gpuInit.wait') },
  { code: 'ibgda_poll_cq(cq, idx, ...);', role: 'poll-completion' },
];

/** The pseudocode of a GPU thread that posts an RDMA operation, with the step each line causes. */
export function GpuPostPseudocode({ role, op }: { role: StepRole | undefined; op: Op }) {
  const t = useT();
  return (
    <section className="code-gpu-init" data-testid="code-gpu-init" aria-label={t(msg('code.gpuInit.label'))}>
      <p className="code-legend">{t(msg('code.gpuInit.intro'))}</p>
      <div className="code-listing">
        {linesFor(op).map((l, i) =>
          'note' in l ? (
            <div key={i} className="code-line code-comment">
              <code>{`/* ${t(l.note)} */`}</code>
            </div>
          ) : (
            <div key={i} className={`code-line${l.role === role ? ' code-run' : ''}`} data-role={l.role}>
              <code>{l.code}</code>
            </div>
          ),
        )}
      </div>
    </section>
  );
}
