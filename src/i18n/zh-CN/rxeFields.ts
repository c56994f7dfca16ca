import type { RXE_FIELDS } from '../en/rxeFields';
import type { Entry } from '../msg';

/**
 * soft-RoCE（Linux rxe 与 rdma-core 的 librxe）的字段含义（简体中文）：共享环中的发送 WQE 和接收 WQE、生产者索引的写入、
 * 写入 uverbs 文件的 post-send 命令，以及用户态读取的完成项（CQE）。结构体名、字段名、函数名、标志名和数值原样保留。
 */
export const ZH_RXE_FIELDS: { readonly [K in keyof typeof RXE_FIELDS]: Entry } = {
  // 发送 WQE 中的 struct rxe_send_wr
  'field.rxe.wr': 'struct rxe_send_wr（{bytes}\u00a0B）：convert_send_wr 先用 memset 清零、再从 ibv_send_wr 复制过来的工作请求',
  'field.rxe.wrId': '{id}：应用程序的 wr_id，原样复制；完成项（CQE）会把它带回',
  'field.rxe.wr.reserved': '0：保留；由 convert_send_wr 的 memset 清零',
  'field.rxe.wr.opcode': '{value} = {name}：操作类型，从 ibv_send_wr 复制而来；内核的请求端据此选择报文的操作码',
  'field.rxe.wr.sendFlags.none': '0：没有发送标志：不带完成通知（unsignaled），因此只有该 WQE 失败时内核才写入 CQE',
  'field.rxe.wr.sendFlags.signaled': '{value} = {flags}：带完成通知（signaled），该 WQE 完成时内核的完成器写入一个 CQE',
  'field.rxe.wr.sendFlags.unsignaled': '{value} = {flags}：不带完成通知（unsignaled），因此只有该 WQE 失败时内核才写入 CQE',
  'field.rxe.wr.imm': '{imm}：立即数，即原样复制的 imm_data（大端序，与应用程序存入时相同）；请求端把它放进 ImmDt 报头发送',
  'field.rxe.wr.imm.unused': '{imm}：imm_data，convert_send_wr 对每种操作码都会复制它；该操作不带立即数，请求端不会发送它',
  'field.rxe.wr.union': 'union wr（{bytes}\u00a0B）：各类操作的参数（RDMA、原子操作、UD、内存窗口）',
  'field.rxe.wr.union.send':
    '{bytes}\u00a0B：对 RC QP 上的 SEND，convert_send_wr 不向这里复制任何内容（只有 UD 发送会填写 wr.ud）：memset 留下的 0',
  'field.rxe.wr.rdma.write': 'wr.rdma：主机 B 上接收写入数据的缓冲区',
  'field.rxe.wr.rdma.read': 'wr.rdma：主机 B 上被读取数据的缓冲区',
  'field.rxe.wr.remoteAddr.write': '{va}：写入主机 B 内存的位置（wr.rdma.remote_addr）；重试时 req_retry 据此重新设置 iova',
  'field.rxe.wr.remoteAddr.read': '{va}：从主机 B 内存读取数据的位置（wr.rdma.remote_addr）；重试时 req_retry 据此重新设置 iova',
  'field.rxe.wr.rkey': '{rkey}：主机 B 为该缓冲区提供的远端密钥（wr.rdma.rkey）；内核的请求端把它放进 RETH，由主机 B 的响应端检查',
  'field.rxe.wr.rdma.reserved': '0：wr.rdma.reserved；由 convert_send_wr 的 memset 清零',
  'field.rxe.wr.union.rest':
    'union 中 wr.rdma 用不到的 {bytes}\u00a0B（原子操作、UD 和内存窗口的成员）：convert_send_wr 的 memset 留下的 0',

  // struct rxe_send_wqe：wr 与 dma 之间的各字
  'field.rxe.wqe.status':
    'status：librxe 不写它，槽位保留原来的字节：环第一轮使用时为 0（IB_WC_SUCCESS），因为 vmalloc_user 把环清零；出错时内核在此存入错误状态，由 make_send_cqe 报告',
  'field.rxe.wqe.state': '{value} = wqe_state_posted：init_send_wqe 令 state = 0；之后由内核推进（processing、pending、done）',
  'field.rxe.wqe.iova': '{va}：请求端放进 RETH 的远端地址；init_send_wqe 把 wr.rdma.remote_addr 复制到这里',
  'field.rxe.wqe.iova.send':
    '{va}：除原子操作外，init_send_wqe 对每种操作码都把 ibv_send_wr 的 wr.rdma.remote_addr 复制到这里；SEND 没有 RETH，没有代码读取它',
  'field.rxe.wqe.mask': 'mask：librxe 不写它（槽位原来的字节，环第一轮使用时为 0）；请求端取出该 WQE 时按操作码设置它（req_next_wqe）',
  'field.rxe.wqe.firstPsn':
    'first_psn：librxe 不写它（环第一轮使用时为 0）；请求端发送消息的第一个报文时在此存入该报文的 PSN（update_wqe_psn）',
  'field.rxe.wqe.lastPsn':
    'last_psn：librxe 不写它（环第一轮使用时为 0）；请求端发送第一个报文时在此存入消息最后一个报文的 PSN（update_wqe_psn）',
  'field.rxe.wqe.ackLength': 'ack_length：librxe 不写它（环第一轮使用时为 0）；rxe 中没有代码读写它',
  'field.rxe.wqe.ssn': 'ssn：librxe 不写它（环第一轮使用时为 0）；只有内核自己的提交路径在此为它的 WQE 编号，也没有代码读取它',
  'field.rxe.wqe.hasRdAtomic':
    'has_rd_atomic：librxe 不写它（环第一轮使用时为 0）；READ 占用该 QP 的一个未完成 READ 名额时，请求端将其置 1（check_init_depth），完成器再将其清零',

  // struct rxe_dma_info 及其后的区域
  'field.rxe.dma.send': 'dma（struct rxe_dma_info）：要搬运多少字节、内核已进行到哪里，以及缓冲区或内联数据',
  'field.rxe.dma.recv': 'dma（struct rxe_dma_info）：接收缓冲区的容量、响应端已填入多少，以及这些缓冲区',
  'field.rxe.dma.length.send': '{bytes}\u00a0B：消息长度，即各 SGE 长度之和（post_one_send）；完成器把它报告为 byte_len',
  'field.rxe.dma.resid.send': '尚未搬运的 {bytes}\u00a0B：提交时等于 length；内核逐个报文递减它（RETH 的 DMA Length 取自它）',
  'field.rxe.dma.length.recv': '{bytes}\u00a0B：接收缓冲区的容量，即各缓冲区长度之和（rxe_post_one_recv）',
  'field.rxe.dma.resid.recv':
    '剩余容量 {bytes}\u00a0B：提交时等于 length；SEND 填入缓冲区时响应端递减它，并把 length - resid 报告为 byte_len',
  'field.rxe.dma.numSge': '{n}：num_sge，工作请求中 SGE 的个数',
  'field.rxe.dma.numSge.inline': '{n}：num_sge，其字节被 init_send_wqe 内联复制的 SGE 个数；内核按 sge_offset 读取内联数据，不使用它',
  'field.rxe.dma.curSge': '0：cur_sge，内核下一个要读出或写入的 SGE；librxe 将其置 0',
  'field.rxe.dma.sgeOffset': '0：sge_offset，内核在该 SGE（或内联数据）中已进行到的偏移；librxe 将其置 0',
  'field.rxe.dma.reserved': '保留：librxe 不写它，槽位保留原来的字节：环第一轮使用时为 0（vmalloc_user 把环清零）',
  'field.rxe.dma.inline':
    '{bytes}\u00a0B 载荷，由 init_send_wqe 复制到这里（IBV_SEND_INLINE）：不保留 lkey，请求端把这些字节直接复制进报文（finish_packet）',
  'field.rxe.sge': 'dma.sge[{index}]（struct rxe_sge，布局与 struct ibv_sge 相同）：列表中的一个缓冲区，用 memcpy 复制进来',
  'field.rxe.sge.addr.send': '{va}：进程 A 中源缓冲区的虚拟地址；请求端从这里复制载荷（copy_data）',
  'field.rxe.sge.addr.read': '{va}：进程 A 中目的缓冲区的虚拟地址；完成器把 READ 响应中的数据复制到这里（copy_data）',
  'field.rxe.sge.addr.recv': '{va}：进程 B 中该接收缓冲区的虚拟地址；响应端把到达的 SEND 复制到这里（copy_data）',
  'field.rxe.sge.length': '该缓冲区中的 {bytes}\u00a0B',
  'field.rxe.sge.lkey': '{lkey}：主机 {host} 为该缓冲区提供的本地密钥；内核复制之前据此找到 MR 并检查范围',

  // struct rxe_recv_wqe
  'field.rxe.recv.reserved': '保留：rxe_post_one_recv 不写它，槽位保留原来的字节：环第一轮使用时为 0（vmalloc_user 把环清零）',
  'field.rxe.recv.padding': '填充：rxe_post_one_recv 不写它，槽位保留原来的字节：环第一轮使用时为 0',

  // struct rxe_queue_buf：生产者索引
  'field.rxe.producerIndex':
    '{index}：环的新生产者索引，即（旧值 + 1）& index_mask；advance_producer 以 release 顺序把它写入环的第 {offset} 字节，因此内核以 acquire 顺序加载它时能看到 WQE 的字节',

  // struct ibv_post_send：post_send_db 写入 uverbs 文件的命令
  'field.rxe.cmd.hdr': 'struct ib_uverbs_cmd_hdr：这次对 uverbs 文件的 write() 携带哪个命令，以及请求和响应的大小',
  'field.rxe.cmd.command': '{value} = IB_USER_VERBS_CMD_POST_SEND：内核把该命令交给 ib_uverbs_post_send',
  'field.rxe.cmd.inWords': '{words} 个字 = {bytes}\u00a0B 的请求（sizeof(cmd) / 4）：本报头和 struct ib_uverbs_post_send',
  'field.rxe.cmd.outWords':
    '{words} 个字 = {bytes}\u00a0B 的响应（sizeof(resp) / 4）：struct ib_uverbs_post_send_resp，只有 bad_wr 一个字段',
  'field.rxe.cmd.postSend': '不带工作请求的 struct ib_uverbs_post_send：post_send_db 发送它只为唤醒内核（源码注释称之为当作门铃的空提交）',
  'field.rxe.cmd.response': '{va}：post_send_db 的局部变量 resp 的地址，内核把 bad_wr 写到这里',
  'field.rxe.cmd.qpHandle': '{handle}：该 QP 在本进程 uverbs 上下文中的句柄（ibqp->handle），不是它的 QP 号',
  'field.rxe.cmd.wrCount': '0：后面没有工作请求：WQE 已在共享的 SQ 环中，内核一个也不复制',
  'field.rxe.cmd.sgeCount': '0：后面没有 SGE',
  'field.rxe.cmd.wqeSize': '{bytes}\u00a0B = x86_64 上的 sizeof(struct ibv_send_wr)：其后每个工作请求的大小（这里一个也没有）',

  // struct ib_uverbs_wc：用户态读取的完成项
  'field.rxe.cqe.wrId': '{id}：已完成 WQE 的 wr_id，应用程序据此知道是哪个工作请求',
  'field.rxe.cqe.status.success': '{value} = IB_WC_SUCCESS：工作请求无错完成',
  'field.rxe.cqe.status.error': '{value} = {name}：工作请求失败；出错时内核只填写 wr_id、status 和 qp_num',
  'field.rxe.cqe.vendorErr': '0：vendor_err；rxe 从不设置它',
  'field.rxe.cqe.srcQp': '0：src_qp；rxe 只从 UD 报文的数据报报头中取得它，RC 报文没有这个报头',
  'field.rxe.cqe.reserved': '0：保留',
  'field.rxe.cqe.send.unset': '0：make_send_cqe 不设置它（完成项先被 memset 清零）',
  'field.rxe.cqe.recv.unset': '0：对用户态 CQ，do_complete 不设置它（完成项先被 memset 清零）',
  'field.rxe.cqe.notOnError': '0：只有工作请求成功时才设置',
  'field.rxe.cqe.opcode.send': '{value} = {name}：wr_to_wc_opcode 由 {wr} 得出的值',
  'field.rxe.cqe.byteLen.send': '{bytes}\u00a0B：WQE 的 dma.length，即消息长度（make_send_cqe）',
  'field.rxe.cqe.imm.send': '0：make_send_cqe 从不把立即数复制进发送完成项',
  'field.rxe.cqe.qpNum.send': '{qpn}：完成的是该 QP 的发送队列（QP A）',
  'field.rxe.cqe.wcFlags.sendImm': '{value} = IB_WC_WITH_IMM：操作带立即数时设置，但立即数本身不在这个完成项中',
  'field.rxe.cqe.wcFlags.none': '0：没有标志：该操作不带立即数',
  'field.rxe.cqe.opcode.recv': '{value} = IB_WC_RECV：一个 SEND 消耗了这个接收 WQE',
  'field.rxe.cqe.opcode.recvWriteImm': '{value} = IB_WC_RECV_RDMA_WITH_IMM：一个带立即数的 RDMA WRITE 消耗了这个接收 WQE',
  'field.rxe.cqe.byteLen.recv': '收到 {bytes}\u00a0B：接收 WQE 的 dma.length - dma.resid',
  'field.rxe.cqe.byteLen.writeImm':
    '{bytes}\u00a0B：该 WRITE 的 RETH 中的 DMA Length（qp->resp.length）；数据写到了 RETH 给出的地址，而不是接收缓冲区',
  'field.rxe.cqe.imm.recv': '{imm}：报文的 ImmDt（immdt_imm），保持线路上的大端序',
  'field.rxe.cqe.imm.none': '0：报文不带立即数',
  'field.rxe.cqe.qpNum.recv': '{qpn}：完成的是该 QP 的接收队列（QP B）',
  'field.rxe.cqe.wcFlags.recv': '{value} = IB_WC_GRH：每次成功接收到用户态 CQ 时 do_complete 都设置它',
  'field.rxe.cqe.wcFlags.recvImm':
    '{value} = IB_WC_GRH | IB_WC_WITH_IMM：每次成功接收到用户态 CQ 都设置 IB_WC_GRH，报文带 ImmDt 时再加上 IB_WC_WITH_IMM',
  'field.rxe.cqe.portNum': '{port}：该 QP 的端口（qp->attr.port_num）',
};
