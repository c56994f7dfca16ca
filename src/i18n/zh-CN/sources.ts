import type { SOURCES_TEXT as EN_SOURCES_TEXT } from '../en/sources';
import type { Entry } from '../msg';

/**
 * 每个公开来源说明了什么，一句话（来源本身见 src/sim/sources/sourceTable.ts：位置、版本、URL）。
 * 术语以 docs/glossary-zh.md 为准；代码中的标识符（函数名、宏名、字段名）原样保留。
 */
export const ZH_SOURCES_TEXT: { readonly [K in keyof typeof EN_SOURCES_TEXT]: Entry } = {
  'source.rdma-core.v44.verbs-h.what':
    'ibv_post_send 和 ibv_poll_cq 如何到达用户态驱动（provider）：通过上下文调用它的内联函数，没有系统调用。',
  'source.rdma-core.v44.mlx5-qp.what': 'Debian 12 所带版本中 libmlx5 的提交路径：构建 WQE、屏障、门铃记录、BlueFlame 或门铃。',
  'source.rdma-core.v44.mlx5-cq.what': 'Debian 12 所带版本中 libmlx5 的轮询路径：owner 位、CQE 解析、工作完成项、消费者索引。',
  'source.rdma-core.v44.udma-barrier.what':
    'libmlx5 用来给内存访问排序的屏障：门铃记录和门铃之前、写合并存储指令前后，以及读取 owner 位之后（一道加载屏障）。',
  'source.rdma-core.v44.mmio.what': 'MMIO 存储指令本身：8\u00a0字节的门铃，以及 BlueFlame 复制中的 64\u00a0字节块。',
  'source.rdma-core.mlx5.post-send-db.what':
    'libmlx5 如何敲门铃：先是屏障和门铃记录，然后是一次 BlueFlame 复制或一条 8\u00a0字节的门铃存储指令。',
  'source.rdma-core.mlx5.post-send.what': 'libmlx5 如何构建发送 WQE：控制段、远端地址段和数据段、操作码，以及以 16\u00a0字节为单位的大小。',
  'source.rdma-core.mlx5.set-data-inl-seg.what': '内联数据如何复制进 WQE，以及为什么一个内联段占 align(length + 4, 16) / 16 个单位。',
  'source.rdma-core.mlx5.bf-copy.what': 'BlueFlame 复制如何按地址递增的顺序、每次 64\u00a0字节地把 WQE 写进设备寄存器。',
  'source.rdma-core.mlx5.post-recv.what':
    'libmlx5 如何提交接收 WQE：每个非空缓冲区一个数据段，所用数据段少于上限时加一个结束标记，再更新接收门铃记录。',
  'source.rdma-core.rxe.post-send-db.what':
    'soft-RoCE 的用户态驱动（provider）如何敲门铃：用 write() 向内核的命令文件写入一条空的 post-send 命令，即一次系统调用。',
  'source.rdma-core.mlx5dv.wqe.what':
    'mlx5 公开头文件中发送 WQE 的定义：64\u00a0字节基本块、各段布局、操作码，以及完成通知（signaled）位和 fence 位。',
  'source.rdma-core.mlx5dv.cqe.what': 'mlx5 公开头文件中 64\u00a0字节完成项（CQE）的定义：各字段、操作码、owner 位和错误码（syndrome）。',
  'source.rdma-core.mlx5dv.doorbells.what': '门铃记录的哪个字存放发送计数器和接收计数器，以及 CQ 门铃寄存器在哪里。',
  'source.rdma-core.mlx5.cq-db-words.what':
    'CQ 门铃记录中哪个字存放消费者索引，哪个字存放完成事件通知请求（arm）：位于该用户态驱动（provider）自己的头文件中，而不在 mlx5dv.h 中。',
  'source.rdma-core.mlx5.cq-poll.what': 'libmlx5 如何轮询完成队列：每绕环一圈翻转一次的 owner 位、屏障，然后更新消费者索引。',
  'source.rdma-core.mlx5.cq-parse.what': 'libmlx5 如何把一个 CQE 转换为工作完成项，包括每个错误码（syndrome）对应的错误状态。',
  'source.rdma-core.mlx5.bf-env.what':
    '决定 libmlx5 是否使用 BlueFlame 的环境变量及其默认值：MLX5_POST_SEND_PREFER_BF 为 1，MLX5_SHUT_UP_BF 为 0。',
  'source.rdma-core.mlx5.uar-mmap.what':
    'libmlx5 如何把设备的 UAR 页映射进进程，并在建立上下文时设置其中的 BlueFlame 寄存器及其大小（bf->buf_size）。',
  'source.rdma-core.mlx5.bf-offset.what': 'UAR 页内 BlueFlame 寄存器的起始偏移：{offset}。',
  'source.rdma-core.mlx5.abi-bfregs.what': '一个 UAR 页中有几个 BlueFlame 寄存器，其中几个不用于快路径。',
  'source.rdma-core.mlx5.rq-size.what': 'libmlx5 如何根据分散表项的个数确定接收队列每个槽位的大小（步长）。',
  'source.rdma-core.mlx5.vfio-reg-mr.what':
    '一个用户态 mlx5 驱动注册内存的过程：密钥是 MKey 索引左移 8\u00a0位再加一个变体字节，且 lkey 等于 rkey。',
  'source.rdma-core.util.mmio.what': 'rdma-core 如何写设备内存：8\u00a0字节的存储指令，以及按地址顺序的 64\u00a0字节复制。',
  'source.rdma-core.util.udma-barrier.what': '内存屏障：保证 WQE 先于门铃可见，并冲刷写合并缓冲区。',
  'source.rdma-core.verbs-h.what':
    'verbs API：内存访问标志、完成通知（signaled）和内联等发送标志、路径 MTU 的取值，以及 ibv_post_send：一个直接调用用户态驱动 ops.post_send 的内联函数。',
  'source.rdma-core.devinfo.speed.what': 'ibv_devinfo 如何为每个 InfiniBand 链路速率代码和宽度代码命名。',
  'source.rdma-core.man.rdma-set-option.what':
    '给出 RC ACK 超时为 4.096\u00a0µs × 2^timeout 的手册页（当前版本；该选项是 2007 年之后才写入文档的）。',
  'source.rdma-core.man.ibv-modify-qp.what':
    '每次状态转换要设置哪些 QP 属性：PSN、定时器和重试次数，以及 READ 资源（RTR 时的 max_dest_rd_atomic，RTS 时的 max_rd_atomic）。',
  'source.rdma-core.man.ibv-query-qp-data-in-order.what':
    '一个 verbs 函数的手册页：它告诉你 QP 是否按顺序写入数据，从而读取方可以直接轮询数据本身。',
  'source.linux.rxe.mr-user.what': 'soft-RoCE 如何注册用户缓冲区：ib_umem_get 锁定它的页，rxe 把这些页记在 MR 的页列表中。',
  'source.linux.rxe.queue.what': 'soft-RoCE 如何把队列分配为进程可以映射的普通内存。',
  'source.rdma-core.rxe.map-queue.what': 'librxe 如何把内核的发送环和接收环映射进进程。',
  'source.rdma-core.rxe.post-one-send.what': 'librxe 如何把发送 WQE（包括内联数据）写入共享的发送环。',
  'source.linux.rxe.uapi.what': 'librxe 和内核共用的布局：发送 WQE、接收 WQE 和环的报头。',
  'source.rdma-core.rxe.queue.what': 'librxe 如何以 release 顺序移动环的生产者索引和消费者索引。',
  'source.linux.uverbs.post-send.what': '内核一侧的 post-send 命令：复制命令中携带的工作请求（这里没有），再调用驱动。',
  'source.linux.rxe.post-send.what': 'soft-RoCE 如何接收用户进程的提交：在调用者的上下文中运行请求端。',
  'source.linux.rxe.task.what': 'soft-RoCE 何时在调用者中直接运行协议，何时放到它的工作队列 rxe_wq 中运行。',
  'source.linux.rxe.req.what': 'soft-RoCE 的请求端如何构造每个报文：skb、传输层报头和载荷复制。',
  'source.linux.rxe.mr-copy.what': 'soft-RoCE 如何用 memcpy 在套接字缓冲区和 MR 已锁定的页之间复制载荷。',
  'source.linux.rxe.net-v6.8.what': 'soft-RoCE 如何把报文交给 IP 协议栈，又如何从 UDP 端口 4791 收回报文。',
  'source.linux.ipv4.local-out.what': '内核如何发送本地构造的 IP 报文：报头校验和、由邻居子系统写入的以太网报头、网卡驱动。',
  'source.rdma-core.rxe.post-recv.what': 'librxe 如何把接收 WQE 提交到共享的环中，不做系统调用。',
  'source.linux.rxe.cq.what': 'soft-RoCE 如何用 memcpy 把完成项写入进程映射的 CQ 环。',
  'source.rdma-core.rxe.poll-cq.what': 'librxe 如何轮询 CQ：从共享的环中普通加载，没有系统调用。',
  'source.rdma-core.v50.ibv-post-send.what':
    '在 soft-RoCE 各步骤引用的版本中，ibv_post_send 如何到达用户态驱动：经上下文的 ops 做一次内联调用。',
  'source.rdma-core.v50.ibv-poll-cq.what':
    '在 soft-RoCE 各步骤引用的版本中，ibv_poll_cq 如何到达用户态驱动：经上下文的 ops 做一次内联调用。',
  'source.rdma-core.rxe.post-send.what': 'librxe 的 ibv_post_send：持有队列的锁，把每个工作请求写入发送环，然后做一次 write() 系统调用。',
  'source.rdma-core.rxe.post-send-db.v50.what':
    'librxe 的门铃：用 write() 向 uverbs 文件写入一条空的 post-send 命令，每次提交一次系统调用。',
  'source.rdma-core.rxe.queue-consumer.what':
    'librxe 如何读取 CQ 环：对内核的生产者索引做 acquire 加载，再以 release 顺序写入自己的消费者索引。',
  'source.linux.rxe.comp.check-ack.what': 'soft-RoCE 的完成器如何把 NAK 的应答码变成失败工作请求的完成状态。',
  'source.linux.rxe.comp.do-complete.what':
    'soft-RoCE 的完成器如何让一个发送 WQE 退役：只有带完成通知或失败时才写 CQE，而发送队列的消费者索引总会前移。',
  'source.linux.rxe.recv-v6.8.what': 'soft-RoCE 如何检查到达的报文：先查 QP、状态、地址和 P_Key，再查 ICRC；未通过的报文被丢弃。',
  'source.linux.rxe.comp-v6.8.what': 'soft-RoCE 的完成器如何接收 ACK 和 READ 响应、在定时器到期后重试，并提交发送完成项。',
  'source.linux.rxe.resp-v6.8.what': 'soft-RoCE 的响应端：它何时运行（软中断或 rxe_wq），按顺序做的检查、复制、完成项，最后是应答。',
  'source.linux.rxe.resp.what':
    'soft-RoCE 响应端的状态机（从 CHK_PSN 到 ACKNOWLEDGE）：它按什么顺序检查一个请求，以及如何发出 ACK 或 NAK。',
  'source.linux.rxe.resp.check-psn.what': '响应端如何把报文的 PSN 与期望值比较：出现缺口只回一次 NAK，重复报文另行处理。',
  'source.linux.rxe.resp.check-op-seq.what': '哪些操作码可以跟在哪些操作码之后：没有 FIRST 在前的 MIDDLE 或 LAST 是无效请求。',
  'source.linux.rxe.resp.check-op-valid.what': '响应端如何在继续之前检查 QP 是否允许远端写、读或原子操作。',
  'source.linux.rxe.resp.check-resource.what':
    'soft-RoCE 如何在检查 rkey 之前，为 SEND 或带立即数的 WRITE（RXE_RWR_MASK）预留所需的接收 WQE；没有可用的接收 WQE 时以 RNR NAK 应答（RESPST_ERR_RNR）。',
  'source.linux.rxe.resp.check-length.what': '长度规则：FIRST 和 MIDDLE 恰好携带一个路径 MTU，LAST 携带 1\u00a0字节到一个 MTU。',
  'source.linux.rxe.resp.check-rkey.what': '响应端在写入之前如何检查 rkey、保护域、访问权限和地址范围。',
  'source.linux.rxe.resp.duplicate-request.what': '响应端如何处理重复的请求：对重复的写再回一次 ACK，对重复的读再处理一次。',
  'source.linux.rxe.resp.read-reply.what': '响应端如何用响应报文应答 RDMA READ：第一个和最后一个响应带 AETH。',
  'source.linux.rxe.recv.what': 'soft-RoCE 在响应端处理之前对每个到达报文所做的检查：QP、状态、地址和分区键（P_Key）。',
  'source.linux.rxe.icrc.what': 'soft-RoCE 如何计算和校验 ICRC（不变 CRC）：路由器可能改动的字段按全 1 计算。',
  'source.linux.rxe.hdr.what': 'soft-RoCE 的报头定义：BTH、RETH 和 AETH 的字段、各报头的大小，以及 ACK 和 NAK 的应答码（syndrome）。',
  'source.linux.rxe.opcode.what':
    'InfiniBand 操作码表：每个操作码携带哪些报头，以及标明其性质的掩码，例如消耗一个接收 WQE 的操作码带有 RXE_RWR_MASK。',
  'source.linux.rxe.req.next-opcode.what': '请求端如何把一条消息切分成 FIRST、MIDDLE、LAST 报文，或者一个 ONLY 报文。',
  'source.linux.rxe.req.ack-req.what': 'soft-RoCE 请求端何时设置 AckReq：在消息的最后一个报文上，以及连续超过 64 个报文未请求确认之后。',
  'source.linux.rxe.param.what': 'soft-RoCE 的设备参数上限，其中包括 RXE_MAX_PKT_PER_ACK，即 64。',
  'source.linux.rxe.req.retry.what': '请求端在收到 NAK、等待 RNR 或超时后如何回退并重传；重新请求的 READ 从更靠后的位置开始。',
  'source.linux.rxe.mr.what': 'soft-RoCE 如何由索引和变体字节构造密钥（index << 8 | 变体字节），并查找 rkey 指向的内存区域、检查地址范围。',
  'source.linux.rdmavt.credits.what':
    'Linux 响应端如何根据空闲的接收 WQE 填写 ACK 的信用代码（使用共享接收队列时为 {none}），以及各个代码所代表的数量。',
  'source.linux.mlx5.qp-pm-state.what':
    'mlx5 驱动如何以 MIGRATED 路径迁移状态创建 QP，并且除非程序加载备用路径、使 QP 进入已就绪（ARMED）状态，否则一直保持这一状态。',
  'source.linux.qib.ruc.what':
    '一个 Linux InfiniBand 驱动：QP 处于 MIGRATED 路径迁移状态时（没有备用路径的 QP 就处于这一状态），它在每个报文上置 MigReq。',
  'source.linux.hfi1.rc.what': 'Linux hfi1 驱动的请求端：在一条消息内部每 16 个报文请求一次 ACK，而不只在最后一个报文上请求。',
  'source.linux.ipv4.ip-ident.what':
    'Linux 内核如何选取 IPv4 标识（soft-RoCE 使用的就是它）：按源地址、目的地址和协议的哈希选出一个计数器（不同的流可能共用一个），每个报文加 1，空闲一段时间后随机跳过一段。',
  'source.linux.rxe.net.what': 'soft-RoCE 如何为 RoCEv2 报文构造 UDP 报头和 IPv4 报头，UDP 校验和为 0。',
  'source.linux.rxe.comp.what': 'soft-RoCE 的完成器（completer）：重试如何计数（重试次数为 7 时永不递减），以及 RNR 定时器取值表。',
  'source.linux.ib-pack.what':
    '内核中的 InfiniBand 报头常量：按传输类型划分的操作码值（RC {rc}、UC {uc}、RD {rd}、UD {ud}、CNP {cnp}），以及 LRH、GRH 和 BTH 的大小。',
  'source.linux.ud-header.what': '内核对 LRH、GRH 和 BTH 的逐字段布局，以及它如何计算报文长度。',
  'source.linux.ib-verbs.roce.what': 'RoCEv2 的 UDP 端口 4791、UDP 源端口如何由流标签或 QP 号算出，以及 RNR 定时器代码。',
  'source.linux.ib-verbs.check-mr-access.what': '内核规则：请求远端写或原子访问权限时，必须同时具有本地写权限。',
  'source.linux.cma.iboe-route.what': 'rdma_cm 如何为 RoCE 连接填写路由，包括跳数限制。',
  'source.linux.rdmavt.qp-timeout.what': '内核如何把 QP 的 timeout 属性换算成时间：4.096\u00a0µs × 2^timeout。',
  'source.linux.mlx5.init-seg.what': 'mlx5 设备 BAR0 开头的初始化段的布局。',
  'source.linux.mlx5.uar-mmap.what':
    'mlx5 内核驱动如何以写合并方式把 UAR 页映射到用户态：在 4\u00a0KiB 页的系统上，地址为 BAR0 加上 UAR 索引乘以 4\u00a0KiB。',
  'source.linux.mlx5.core-uar.what': 'mlx5_core 驱动如何向设备申请大小为 MLX5_ADAPTER_PAGE_SIZE 字节的 UAR 页。',
  'source.linux.mlx5.dm.what': 'HCA 上的设备内存如何分配，以及如何经由 BAR0 访问。',
  'source.linux.umem.get.what': '注册用户缓冲区时，内核如何锁定（pin）这些页并为其建立 DMA 映射。',
  'source.linux.pci.probe.what': 'Linux 在启动时如何探测 BAR 的大小：写全 1、读回、再恢复原值。',
  'source.linux.pci.regs.what':
    'PCI 寄存器定义：BAR 的各位、Max Payload 和 Max Read Request 字段、完成超时字段，以及 Resizable BAR 扩展能力。',
  'source.linux.pci.error-response.what': 'Linux 用来表示无设备应答的读操作所得结果的全 1 值。',
  'source.linux.uapi.if-ether.what': '以太网报头的长度，以及 IPv4 和 IPv6 的 EtherType 值。',
  'source.linux.uapi.ip.what': 'Linux 对 20\u00a0字节 IPv4 报头的定义。',
  'source.linux.uapi.ipv6.what': 'Linux 对 40\u00a0字节 IPv6 报头的定义。',
  'source.linux.doc.ntb.what': 'PCIe 非透明桥（NTB）如何提供通向另一台主机内存的内存窗口。',
  'source.linux.doc.cxl-memory-devices.what':
    'CXL 内存设备如何经 HDM 解码器映射、通过 CXL.mem 访问，表现为 CPU 可以直接用加载指令和存储指令访问的普通内存。',
  'source.perftest.parameters-h.what':
    'perftest 的默认参数：消息大小、队列深度、完成通知间隔（CQ moderation）、QP 超时、重试次数和内联大小。',
  'source.perftest.communication.handshake.what':
    'perftest 两端如何各自随机选一个 24\u00a0位 PSN（lrand48() & {mask}），并把它连同 QPN、LID、rkey 和缓冲区地址经 TCP 套接字发给对方。',
  'source.perftest.resources.modify-qp.what':
    'perftest 如何连接它的 QP：RTR 时以对方的 PSN 作为接收 PSN（rq_psn）、最小 RNR 定时器取 12，RTS 时以自己的 PSN 作为发送 PSN（sq_psn），并设置重试次数和值为 7 的 RNR 重试次数。',
  'source.perftest.report.what':
    'perftest 如何把时间戳换算成它输出的延迟（WRITE 和 SEND 延迟取往返时间的一半）和 MB/sec（即 MiB/s），使用 --report_gbits 时则换算成 Gb/s。',
  'source.perftest.run-iter-lat-write.what': 'ib_write_lat 的测量方法：乒乓式，每一方写对端的缓冲区，并轮询自己缓冲区的最后一个字节。',
  'source.perftest#131.what':
    '一个关于 READ 延迟为何不同于 WRITE 延迟的提问，附 mlx5 上的测量：ib_write_lat 内联时为 {inline}、不用内联时为 {notInline}，ib_read_lat 为 {read}。',
  'source.perftest#132.what':
    '一次 ib_write_bw 消息大小扫描（ib_write_bw -a -d mlx5_0 --report_gbits），显示单个 QP 的小消息速率约为 {million}\u00a0Mpps（每秒百万条消息）。',
  'source.perftest#225.what': '一次 100\u00a0Gb/s 链路上的 ib_write_bw 运行，结果为 11728\u00a0MB/sec，抓到的报文约 4138\u00a0字节。',
  'source.perftest#241.what': '一位用户用 --use_cuda 运行 ib_write_bw：写入主机内存约 23000 MB/s，跨 CPU 写入 A30 显存约 11000 MB/s。',
  'source.perftest#251.what': '一位 ConnectX-5 用户观察到：无论设置什么超时，重传都发生在 2、4、8、16\u00a0ms。',
  'source.perftest#65.what': '一次 ib_send_bw 运行：单个 mlx5 QP 每秒处理 568 万条 1\u00a0KiB 消息。',
  'source.pcie-bench.model.what':
    '一个 PCIe 带宽模型：计入每个 TLP 的报头及其 8\u00a0字节的数据链路层和成帧开销，以及链路上的 Ack、流控更新和 SKP 有序集开销，覆盖各种 MPS 和 MRRS。',
  'source.pcie-bench.data.what':
    '在多台 Xeon 主机上用一块可编程网卡（NFP6000）测得的 PCIe DMA 读延迟（LAT_DMA_RD）和带宽（BW）数据，每台主机一个文件夹。',
  'source.cocotbext-pcie.tlp.what': '一个独立 PCIe 模型中打包和解析 TLP 报头的代码，包括 Fmt 和 Type 字段以及完成状态。',
  'source.cocotbext-pcie.dllp.what': '一个独立 PCIe 模型中处理数据链路层报文（如 Ack、Nak 和流控更新）及其 16\u00a0位 CRC 的代码。',
  'source.litepcie.tlp-common.what': '一个开源 FPGA PCIe 核的 TLP 报头布局，包括它的完成状态码。',
  'source.go-pcie-tlp.tlp.what': '一个 Go 库：逐字节构造和解析内存请求 TLP 与完成报文，包括字节使能，并按地址选用 3-DW 或 4-DW 报头。',
  'source.pcileech.tlp-h.what': '一个 PCIe DMA 工具所用的 TLP 类型常量。',
  'source.agilent-pcie-re.proto-pcie.what':
    '一个 Wireshark 插件：从分析仪抓包中解码 PCIe TLP 和 DLLP，并校验它们的 LCRC、ECRC 和 DLLP CRC。',
  'source.pcie.base.address-routing.what': 'PCIe 地址路由规则：访问 4\u00a0GiB 以下地址的请求必须使用 32\u00a0位地址格式，即 3-DW 报头。',
  'source.pcie.base.transaction-layer.what':
    'PCIe 规范中关于 TLP 的一章（Transaction Layer Specification）：报头格式、Length 字段、字节使能和 4\u00a0KiB 边界。',
  'source.pcie.base.framing.what':
    'PCIe Gen3 及以后如何在线路上为每个 TLP 成帧（Framing Tokens，Non-Flit 模式）：用一个携带 TLP 长度（以 DW 计）的起始令牌（STP token），没有 END 令牌。',
  'source.ibta.vol1.icrc.what': 'InfiniBand 规范对 ICRC（不变 CRC）的定义，以及计算时视为全 1 的字段。',
  'source.ibta.vol1.cnp.what': 'InfiniBand 规范操作码表中拥塞通知报文（CNP）的条目：CNP 传输类型 {ib}（RoCEv2 的 CNP 携带操作码 {roce}）。',
  'source.ibta.annex-a17.what': 'RoCEv2 附录：InfiniBand 传输层承载于 UDP 和 IP 之上，以及它的 ICRC 如何计算。',
  'source.shanley.ib-arch.what': '一本教材中的一章：讲解 InfiniBand 报文的两种 CRC 以及各自覆盖哪些字段，并引用 IBA §7.8.1。',
  'source.wireshark.ib-dissector.what': 'Wireshark 的 InfiniBand 解码器：它显示 CRC 字段但不校验，并解码 UDP 端口 4791 上的 RoCEv2。',
  'source.wireshark.ib-sample.what': '一份公开的真实 InfiniBand 抓包，包含一次带 ACK 的 RC 交互。',
  'source.scapy.roce.what': 'Scapy 的 RoCE 层：BTH 字段、CNP 操作码和 ICRC 计算。',
  'source.scapy.roce-capture.what': '一个从 ConnectX-4 Lx 抓到的 RoCEv2 拥塞通知报文（CNP），其 ICRC 可以被精确重算。',
  'source.capture.huawei-roce.what':
    '一份公开的华为网卡 RoCEv2 抓包：每个 RoCE 报文都是 MigReq 1、ECN ECT(0)；ACK 的信用代码为 5 和 6；一个 SEND FIRST 上带 AckReq；IPv4 标识为 0。',
  'source.endace.dagcrc.what': '一个抓包卡库中的 InfiniBand CRC 代码：16\u00a0位的 VCRC（可变 CRC）和 32\u00a0位的 ICRC（不变 CRC）。',
  'source.ipxe.ib-packet.what': 'iPXE 对 InfiniBand 本地路由报头（LRH）和全局路由报头（GRH）的定义。',
  'source.ompi.verbs-port.what': 'Open MPI 如何把每个 InfiniBand 速率代码换算成扣除线路编码后的每通道数据速率（EDR：25.78125 × 64/66）。',
  'source.libpcap.linktypes.what': '抓包文件的链路类型列表：247 表示原始 InfiniBand，197 表示 ERF 记录。',
  'source.nvidia.ecn.what':
    'ConnectX 网卡上如何按优先级开启 ECN（roce_np、roce_rp）：有了它，交换机才能标记 RoCE 报文，网卡才能回送 CNP（DCQCN）。',
  'source.l2fwd-nv#6.what':
    '一块 ConnectX-6 Dx 的 lspci 输出：32\u00a0MiB 的 64\u00a0位可预取 BAR0，MaxPayload 256\u00a0字节，MaxReadReq 4096\u00a0字节。',
  'source.arpl#621.what': '一份 ConnectX-4 Lx 的问题报告，附有 mlx5_core 驱动的启动信息。',
  'source.snabb#1013.what': '一次关于 100G 网卡报文速率（每 CPU 与每端口）的讨论，其中一位评论者给出一次 PCIe 读往返约 500\u00a0ns。',
  'source.raspberrypi-linux#6190.what': '一份 lspci -vvv 输出，其 DevCtl2 显示默认的 PCIe 完成超时范围为 50\u00a0µs 到 50\u00a0ms。',
  'source.hwloc#653.what': '一块 A100 GPU 的 lspci 输出：一个 64\u00a0GiB 的 64\u00a0位可预取 BAR（Region 1），对外呈现的是它自己的显存。',
  'source.rdma-bench.rw-tput.what': "ATC'16 RDMA 研究的基准测试参数：门铃批处理、不带完成通知（unsignaled）的工作请求，以及 QP 的数量。",
  'source.kalia-atc16.what': '一篇论文：通过计算 PCIe 事务来设计高性能 RDMA 系统，涉及批处理、内联和不带完成通知（unsignaled）的请求。',
  'source.nvidia.adaptive-retx.what': 'NVIDIA 对自适应重传的说明：定时器从小值开始并逐次加倍，所以 RC 超时并不固定。',
  'source.nvidia.gpudirect-rdma.bar-sizes.what':
    'NVIDIA 给出的、为对等设备映射 GPU 显存的 BAR 的大小（至少 256 MB，大 BAR 时 16 GB 或更多），以及它的 64 KiB 页。',
  'source.nvidia.gpudirect-rdma.systems.what':
    'GPUDirect RDMA 在哪些 PCIe 拓扑上表现良好：共用交换机最好，经过 CPU 较慢，且 IOMMU 必须关闭或处于直通模式。',
  'source.nvidia.gpudirect-rdma.ordering.what':
    '为什么正在运行的 CUDA 内核可能较晚或乱序地看到 RDMA 写入，以及哪些 CUDA 调用能使它们有序。',
  'source.cuda.flush-gpudirect-rdma-writes.what':
    '一个 CUDA 调用：阻塞直到对某上下文的 GPUDirect RDMA 写入对指定范围可见；在 GPU 原生保证其有序时什么也不做。',
  'source.nvidia.nvml.bar1.what': 'NVIDIA 管理库对 BAR1 的说明：为 CPU 和对等设备映射 GPU 显存的窗口。',
  'source.nvidia.peermem.what': 'nvidia-peermem 模块：对 GPU 指针调用 ibv_reg_mr 时，如何锁定其 64 KiB 页并取得它们的总线地址。',
  'source.rdma-core.man.ibv-reg-dmabuf-mr.what': 'ibv_reg_dmabuf_mr 的手册页：通过 dma-buf 文件描述符（例如某个 GPU 分配的）注册内存。',
  'source.linux.pci.p2pdma.what': 'Linux 的 PCIe 对等传输规则：同一交换机下的设备直接通信，ACS 重定向或经根复合体的路径则上行到主桥。',
  'source.nvshmem.ibgda-device.what': 'NVSHMEM 用于 InfiniBand GPUDirect Async 的 GPU 端代码：GPU 线程写 WQE、更新门铃记录并敲响门铃。',
  'source.nvshmem.ibgda-host.what': 'NVSHMEM 的 IBGDA 主机端代码：GPU 显存中的队列向 HCA 注册，门铃页映射给 GPU。',
  'source.deepep.ibgda.what': 'DeepEP 所用的 NVSHMEM IBGDA 设备端代码副本，其旧版（legacy）节点间内核用它发出 RDMA 写。',
  'source.nccl.ib-iflush.what':
    'NCCL 在 Ampere 及更早的 GPU 上的冲刷：数据到达后、GPU 使用之前，对 GPU 缓冲区发出一个 1\u00a0字节的 RDMA READ。',
  'source.nvidia.gpudirect-rdma.what': '网卡如何通过 GPU 的 BAR、以 PCIe 对等传输直接写入 GPU 显存。',
  'source.rfc768.what': 'UDP 报头：源端口、目的端口、长度和校验和，共 8\u00a0字节。',
  'source.rfc791.3.1.what': 'IPv4 报头格式，逐字段说明。',
  'source.rfc8200.3.what': '40\u00a0字节 IPv6 报头格式，逐字段说明。',
  'source.rfc5952.4.what': 'IPv6 地址的文本写法：小写、去掉前导零、最长的一串零写成两个冒号。',
  'source.rfc3849.what': '保留给文档示例使用的 IPv6 前缀 2001:db8::/32。',
  'source.rfc3168.5.what': 'IP 报头中的两个 ECN 位及其编码点。',
  'source.rfc5040.what': 'iWARP 的 RDMA 协议：定义了无需拷贝、把数据直接放入应用缓冲区的做法。',
  'source.ieee802.3.fcs.what': '以太网帧校验序列（FCS）：保护单条链路上每一帧的 CRC-32。',
  'source.nvidia.rdma-aware.poll-cq.what': '每种工作完成项状态的含义，包括响应端在带立即数的 WRITE 中遇到的本地访问错误。',
  'source.opensm.qos.what': '子网管理器如何为每个交换机端口配置从服务等级（SL）到虚拟通道（VL）的映射表。',
  'source.stackoverflow.20151982.what':
    '本应用所回答的问题（读的是镜像副本）：InfiniBand 网卡的 BAR 是它自己的缓冲区，还是远端计算机的内存？',
  'source.note.barSize': 'ConnectX-4、5、6 的物理功能（PF）；虚拟功能（VF）的 BAR 大小未经核实。',
  'source.note.whyNotSize': 'BAR 的大小只在设备枚举时读取一次；这一论证出自本应用，依据是这些来源。',
  'source.note.whyNotLoads': '加载速率由这些实测往返时间直接算出。',
  'source.note.inlineSize': 'DEF_INLINE_WRITE 220：perftest 为 RDMA WRITE 请求的内联大小。',
  'source.note.hostDram': '模型：主机 B 有 512\u00a0GiB 内存，这只是对服务器内存的示意，不是实测。',
  'source.note.pcieLink':
    '逐条链路：每个 TLP 带 12\u00a0位序列号和 32\u00a0位 LCRC，另有 Ack 和 Nak DLLP；Nak 使发送端重放，可选的 ECRC 只负责检测。',
  'source.note.wcEstimate':
    '估算值：每个 CPU 核约有十个 64\u00a0B 的写合并缓冲区，每个都要保持到 uncore 接走它的 posted 写为止；未找到公开的测量。',
  'source.note.ibAddressing': 'LRH 的 DLID，BTH 的 DestQP 和 PSN，RETH 的 VA、R_Key 和 DMA 长度。',
  'source.note.readLat': '实测 ib_read_lat：{roundTrip}。',
  'source.note.bwShape': '曲线是本应用按这些运行拟合的模型；一次运行只是一次测量，不是 QP 的上限。',
  'source.note.kalia': '其机制已在代码中核对；论文中的数值未核对。',
  'source.note.nominal': '名义值：硬件可能把它拉长。',
  'source.note.perftestTimeout': 'perftest 的默认值：DEF_QP_TIME 14，DEF_RETRY_COUNT 7。',
  'source.note.retxReport':
    '一块 ConnectX-5 无论设置什么超时，都在 2、4、8、16\u00a0ms 时重试；维护者预计，如果该参数生效，约 7 次尝试后（超时为 20 时约 28\u00a0s）会报错。',
  'source.note.rxeRetry': 'rxe_completer：重试次数为 7 时永不递减。',
  'source.note.timingModel':
    '模型：本应用的时序模型，按已公布的 perftest 和 pcie-bench 数值校准（docs/calibration.md）；CPU 开销是估算值。',
  'source.note.hcaStaging': '未公开：HCA 如何在片上暂存报文属于厂商内部实现。',
};
