import type { Entry } from '../msg';
import type { STEPS } from '../en/steps';

/** 真实 trace 中每个步骤的文字：标题、发生了什么、实际情况如何。 */
export const ZH_STEPS: { readonly [K in keyof typeof STEPS]: Entry } = {
  'step.regMrB.title': 'B 注册其缓冲区（ibv_reg_mr）',
  'step.regMrB.s1': '在任何传输开始之前，主机 B 的应用程序对它要开放的缓冲区调用 ibv_reg_mr，并请求 REMOTE_WRITE 访问权限。',
  'step.regMrB.s2': {
    one: '内核锁定（pin）该缓冲区的 {n} 个内存页，使其不会被操作系统移动，为其建立 DMA 映射，并让固件创建一个 MKey，由其 MTT 列出各页的地址。',
    other:
      '内核锁定（pin）该缓冲区的 {n} 个内存页，使其不会被操作系统移动，为其建立 DMA 映射，并让固件创建一个 MKey，由其 MTT 列出各页的地址。',
  },
  'step.regMrB.s2Iommu': {
    one: '内核锁定（pin）该缓冲区的 {n} 个内存页，使其不会被操作系统移动，为其建立 DMA 映射（IOMMU 为其分配一段连续的 IO 虚拟地址（IOVA）范围），并让固件创建一个 MKey，由其 MTT 列出各页的地址。',
    other:
      '内核锁定（pin）该缓冲区的 {n} 个内存页，使其不会被操作系统移动，为其建立 DMA 映射（IOMMU 为其分配一段连续的 IO 虚拟地址（IOVA）范围），并让固件创建一个 MKey，由其 MTT 列出各页的地址。',
  },
  'step.regMrB.s3':
    '返回的 key 是 {rkey}：MKey 索引 {index} 左移 8 位，再加上 variant 字节 {variant}。在 mlx5 上，lkey 和 rkey 是同一个数。',
  'step.regMrB.reality': '注册是慢路径：系统调用、锁页和一条固件命令，只做一次。下面的快路径上，两台主机都不会再进入内核。',
  'step.regMrA.title': 'A 注册其源缓冲区',
  'step.regMrA.s1': '主机 A 注册它要从中发送数据的缓冲区（VA {va}），以便 HCA A 能通过 DMA 读取它。',
  'step.regMrA.s2': '这些页同样被锁定并列入 HCA A 的 MTT；lkey 为 {lkey}。',
  'step.createQp.title': '两端各自创建队列',
  'step.createQp.s1':
    '两端的应用程序各自创建一个完成队列（CQ）和一个可靠连接（RC）QP：A 上为 {qpnA}，B 上为 {qpnB}。新建的 QP 处于 RESET 状态：此时既不能发送，也不能接收。',
  'step.createQp.s2': 'libmlx5 把发送队列环、CQ 环和门铃记录放在普通的主机内存中。',
  'step.createQp.s3':
    '在当前的 rdma-core 和内核上，ibv_create_qp 还会给该 QP 分配门铃和 BlueFlame 寄存器：HCA BAR0 中的一个 4 KiB UAR 页，以写合并（WC）方式 mmap 到进程中（较早的软件栈在 ibv_open_device 时映射若干个 UAR 页）。',
  'step.exchange.title': '双方通过带外方式交换各自的参数',
  'step.exchange.s1':
    '通过一条普通的 socket 连接（perftest 使用 TCP），B 把它的 LID {lidB}、QPN {qpnB}、它期望收到的第一个 PSN（{psn}）、缓冲区的虚拟地址 {va} 以及 rkey {rkey} 发给 A。',
  'step.exchange.s2':
    'A 把它自己的 LID {lidA}、QPN {qpnA} 和起始 PSN 发给 B。在此之前两个 QP 都无法建立连接：转到 RTR 需要对端的 LID、QPN 和 PSN。',
  'step.exchange.s3': '现在 A 手里有两个要写进报文头的数：B 的 VA 和 rkey。这就是 A 对 B 的内存所知道的全部。',
  'step.exchange.reality':
    '没有任何东西把 B 的内存映射进 A 的地址空间。远程地址只是数据：它随 WQE 和报文传递，由 B 的 HCA 在报文到达时检查。',
  'step.connect.title': 'QP 建立连接',
  'step.connect.s1':
    'ibv_modify_qp 把每个 QP 从 RESET 转到 INIT（设置访问标志：B 的 QP 允许远程写），再带上对端的 LID、QPN 和期望的 PSN（B 上为 {psn}）转到 RTR，最后带上自己的发送 PSN、超时（timeout）和重试次数转到 RTS。',
  'step.connect.s2': '从现在起，两个 QP 构成一条可靠连接：它们之间的每个报文都要检查顺序，并被确认。',
  'step.connect.reality': '建立连接是经由内核和固件写入每个 HCA 上的 QP 上下文；这次写操作的报文一个都还没有发出。',
  'step.wqe.title': 'A 在自己的内存中构建工作请求',
  'step.wqe.s1': {
    one: 'A 的应用程序调用 ibv_post_send。libmlx5 把一个 {bytes} B 的 WQE 写入发送队列环中接下来的 {n} 个 64 B 基本块（basic block），发送队列环就在 A 自己的内存中。',
    other:
      'A 的应用程序调用 ibv_post_send。libmlx5 把一个 {bytes} B 的 WQE 写入发送队列环中接下来的 {n} 个 64 B 基本块（basic block），发送队列环就在 A 自己的内存中。',
  },
  'step.wqe.s2Inline': '控制段、远程地址段（B 的 VA 和 rkey），然后是一个内联（inline）段，里面直接装着这 {bytes}载荷本身。',
  'step.wqe.s2Empty': '控制段和远程地址段（B 的 VA 和 rkey）；零长度写没有数据段。',
  'step.wqe.s2Sge': '控制段、远程地址段（B 的 VA 和 rkey）和一个数据段（A 的缓冲区地址、lkey 和长度）。',
  'step.wqe.reality':
    '这些都是对可缓存内存的普通存储：还没有任何东西经过 PCIe。WQE 操作码 0x08 是 mlx5 自己为 RDMA WRITE 定义的编码；线路上的操作码是另一个数。',
  'step.dbr.title': 'A 更新门铃记录',
  'step.dbr.s1': '在一道存储屏障之后，CPU 把发送队列的生产者计数器（现在为 {counter}）以大端序写入门铃记录，门铃记录同样位于主机内存中。',
  'step.dbr.s2': 'HCA 需要知道队列推进到哪里时，可以随时通过 DMA 读取这条记录。',
  'step.dbr.reality': '这道屏障保证 WQE 的存储排在门铃之前（udma_to_device_barrier）；在 x86 上它开销很小，因为存储本来就是有序的。',
  'step.mmio.doorbell.title': 'MOV：向 HCA A 的 BAR 做一次 8 字节存储',
  'step.mmio.doorbell.s1': 'CPU 把 WQE 的前 8 个字节存储到从 HCA A 的 BAR0 映射来的 UAR 页：物理地址 {addr}。这就是门铃。',
  'step.mmio.doorbell.s2': '这 8 个字节指明了 QP 和 WQE。它们不携带载荷，也不携带主机 B 上的任何地址。',
  'step.mmio.doorbell.reality':
    'BAR 里是门铃寄存器和 BlueFlame 缓冲区，从来不是主机 B 的内存。无论消息多大（此处为 {bytes}），CPU 的 MOV 都只携带 8 个字节；其余部分由 HCA A 通过 DMA 获取。',
  'step.mmio.blueflame.title': 'MOV：整个 WQE 经 BAR 写入（BlueFlame）',
  'step.mmio.inline.title': 'MOV：WQE 连同其中的载荷一起经 BAR 写入',
  'step.mmio.bf.s1':
    'CPU 把 {bytes} B 的 WQE 复制到 HCA A 的 BAR0 中 UAR 页的一个 BlueFlame 缓冲区（{addr}）：分 {chunks}执行 {stores} 次写合并的 8 B 存储，然后由一条存储屏障（sfence）把它们刷出。',
  'step.mmio.chunks': { one: '{n} 个 64 B 块', other: '{n} 个 64 B 块' },
  'step.mmio.bf.s2Inline': '由于载荷是内联的，HCA 完全不需要 DMA 读：它所需的一切都已经经 BAR 送达。',
  'step.mmio.bf.s2':
    '当只投递一个工作请求、且其 WQE 不超过 BlueFlame 寄存器的一半时，libmlx5 默认这样做：这为 HCA A 省去一次读取 WQE 的 DMA 读。载荷仍然通过 DMA 读取。',
  'step.mmio.bf.realityInline': '这里载荷确实经过了 BAR，但进入的是 HCA A 的片上缓冲区，而不是主机 B 的内存。',
  'step.mmio.bf.reality': '即使在这里，CPU 写入的也是本地 HCA 的缓冲区，而不是主机 B：载荷一直留在 A 的内存中，直到 HCA 来读取。',
  'step.tlp.title': '根复合体（Root Complex）向 HCA A 发送 Memory Write TLP',
  'step.tlp.s1':
    '这次存储以 posted 写（无需完成报文的写）的形式离开 CPU 核。根复合体发现 {addr} 落在 HCA A 的 BAR0 中，于是沿链路向下发出一个 Memory Write TLP：{dw} DW 的报文头（{where}）加上 {bytes}的数据。',
  'step.tlp.below4G': '地址低于 4 GiB',
  'step.tlp.above4G': '地址高于 4 GiB',
  'step.tlp.s2': 'posted 意味着不会有完成报文返回：CPU 立即继续执行。',
  'step.tlp.s1Bf':
    '每个 64 B 写合并缓冲区以一次 posted 写的形式离开 CPU 核。根复合体发现 {addr} 落在 HCA A 的 BAR0 中，于是按地址顺序沿链路向下发出 {tlps}：每个包含 {dw} DW 的报文头（{where}）和至多 64 字节的数据，共 {bytes}。',
  'step.tlp.count': { one: '{n} 个 Memory Write TLP', other: '{n} 个 Memory Write TLP' },
  'step.tlp.s2Bf':
    'posted 意味着不会有完成报文返回：CPU 立即继续执行。x86 并不保证一个 64 B 块作为单个 TLP 发出：根复合体仍可能把它拆成更小的写。',
  'step.aside.paths.title': '门铃、BlueFlame 还是内联：由谁决定',
  'step.aside.paths.bf':
    'BlueFlame（默认）：每次 ibv_post_send 只投递一个工作请求，WQE 不超过 BlueFlame 寄存器的一半（寄存器大小是设备能力；模拟器假定为 512 B，因此上限为 256 B），并且 prefer_bf 打开（MLX5_POST_SEND_PREFER_BF，除非设为 0，否则为打开）。CPU 以 64 B 块复制 WQE；载荷仍通过 DMA 读取。',
  'step.aside.paths.doorbell':
    '门铃：一次 ibv_post_send 投递由多个工作请求组成的链表、设置了 MLX5_SHUT_UP_BF=1、或寄存器不支持 BlueFlame（没有写合并，或较旧内核上的虚拟功能（VF））：CPU 只存储最后一个 WQE 的前 8 个字节，由 HCA 通过 DMA 读取各个 WQE。',
  'step.aside.paths.inline':
    '内联：应用程序设置 IBV_SEND_INLINE，且数据不超过 QP 的 max_inline_data（perftest 对写操作请求 220 B）。CPU 把载荷复制进 WQE，因此 HCA 无需通过 DMA 读取任何东西。',
  'step.aside.paths.order':
    '顺序：udma_to_device_barrier 保证 WQE 和门铃记录先于 MMIO（在 x86 上只是一道编译器屏障：对内存的存储本来就有序）；复制前后各一条 sfence，防止写合并存储与其他 MMIO 混在一起，并把它们刷到设备。',
  'step.tlp.reality':
    'TLP 只携带一个主机物理地址和这些字节，别无其他。其中没有任何字段能指明主机 B、B 上的队列对或 key：远程寻址信息位于 InfiniBand 报文头中。',
  'step.wqeFetch.title': 'HCA A 通过 DMA 读取 WQE',
  'step.wqeFetch.s1': 'HCA A 针对 64 B 的发送队列槽位发出一个 Memory Read 请求（MRd）；根复合体以携带数据的完成报文（CplD）应答。',
  'step.wqeFetch.s2': '现在 HCA A 知道了远程 VA、rkey、本地地址、lkey 和长度。',
  'step.wqeFetch.reality': '这里 HCA A 是 PCIe 总线主控（bus master）：它自己读取主机内存，CPU 不参与。',
  'step.payloadFetch.title': 'HCA A 通过 DMA 读取载荷',
  'step.payloadFetch.s1':
    'HCA A 检查 lkey，用其 MTT 转换 A 的缓冲区地址，然后读取这 {bytes}：共 {reads}，每个至多 MRRS = {mrrs} B；此处由 {cpls} 应答，每个至多 MPS = {mps} B。',
  'step.payloadFetch.s2':
    '读请求在报文边界处切分，且从不跨越 4 KiB 页。应答如何拆分由根复合体决定（每个完成报文至多 MPS，按 64 或 128 B 的读完成边界（Read Completion Boundary）拆分），因此实际数量与平台相关：许多根复合体返回的完成报文比这里的更小。',
  'step.payloadFetch.reality': '这是载荷唯一一次经过主机 A 的内存总线，而搬运它的是 HCA，不是 CPU。',
  'step.segment.title': 'HCA A 暂存数据并切分成报文',
  'step.segment.s1One': '整条消息装得进一个报文（路径 MTU {mtu} B）：RDMA WRITE ONLY，带 RETH（B 的 VA、rkey、长度）。',
  'step.segment.s1Two': 'HCA A 按路径 MTU（{mtu} B）把消息切成 {packets}：FIRST（带 RETH）、LAST。',
  'step.segment.s1Many': 'HCA A 按路径 MTU（{mtu} B）把消息切成 {packets}：FIRST（带 RETH）、{middles}、LAST。',
  'step.segment.middles': { one: '{n} 个 MIDDLE', other: '{n} 个 MIDDLE' },
  'step.segment.s2': '每个报文加上 LRH（发往 LID {lid}）、BTH（QP {qpn}，PSN 从 {psn} 开始）、填充到 4 字节对齐的载荷、ICRC 和 VCRC。',
  'step.segment.reality':
    '数据在 HCA 的片上 SRAM 中停留片刻。这不是零拷贝意义上的拷贝：不耗费 CPU 周期，也不占用主机内存带宽；而且每块网卡、每台交换机都会缓冲传输中的比特。',
  'step.transmit.title': 'HCA A 把报文发上线路',
  'step.transmit.s1': 'HCA A 以 {rate}把 {packets}（线上共 {bytes}）串行发送到其端口上：每个报文约 {ns} ns。',
  'step.transmit.s1Full': 'HCA A 以 {rate}把 {packets}（线上共 {bytes}）串行发送到其端口上：每个满长报文约 {ns} ns。',
  'step.transmit.s2Many': '读取、构建和发送相互重叠：一个报文在线路上时，下一个正在被读取和构建。',
  'step.transmit.s2One': '报文以比特流的形式发出；最前面的比特到达下一跳时，最后的比特还没有离开。',
  'step.transmit.rate': '{speed} {width}x（{gbps} Gb/s）',
  'step.switch.title': '交换机 {hop} 按 DLID 转发',
  'step.switch.s1':
    '交换机 {hop} 在其转发表中查找 DLID {lid}，并以直通（cut-through）方式把每个报文从通往 B 的端口发出：报文还没有完全到达就开始转发。',
  'step.switch.s2': '它为下一段链路重新计算 VCRC。ICRC 只覆盖任何交换机都不得修改的部分，因此从 HCA A 到 HCA B 原封不动。',
  'step.cable.title': '从 A 到 B 的线缆',
  'step.cable.s1': '端口 A 用线缆直连端口 B：每个报文的传播时间约 {ns} ns。',
  'step.cable.s2': '中间没有交换机，HCA A 计算的 VCRC 就是 HCA B 检查的那个。',
  'step.check.title': 'HCA B 检查每个报文',
  'step.check.s1':
    'HCA B 先检查 VCRC 和 ICRC，再检查 LRH 和 BTH：发送方是其 QP 的对端，QP 存在且已连接，PSN 为期望值且操作码序列合法，以及该 QP 本身是否接受远程写。',
  'step.check.order':
    '表格按 soft-RoCE（rxe）的顺序排列；mlx5 的顺序未公开，可能不同。每个报文都会被检查；表中显示的是第一个报文，它携带 RETH。',
  'step.check.s2Empty': '零长度写跳过 rkey 检查：没有需要写入的内容。',
  'step.check.s2':
    '然后用 MKey 检查 RETH：rkey {rkey} 的全部 32 位都匹配，与 QP 属于同一保护域，允许 REMOTE_WRITE，并且从 VA {va} 开始的 {bytes}完全落在 MR 之内。',
  'step.check.reality': '正是这些检查保护着主机 B。错误的 rkey 或地址会让 A 收到 NAK（远程访问错误），并且不会写入任何数据。',
  'step.translate.title': 'HCA B 转换地址并构建写请求',
  'step.translate.s1Empty': '零长度写既没有需要转换的地址，也没有需要写入的内容。',
  'step.translate.s1':
    'HCA B 在 MKey 的 MTT 中查找 VA {va} 的每一页，得到其物理地址，然后构建 {writes}，每个至多 MPS = {mps} B，且都不跨越 4 KiB 边界。',
  'step.translate.s1Iommu':
    'HCA B 在 MKey 的 MTT 中查找 VA {va} 的每一页，得到其 IO 虚拟地址（IOVA），然后构建 {writes}，每个至多 MPS = {mps} B，且都不跨越 4 KiB 边界。',
  'step.translate.writes': { one: '{n} 个 posted Memory Write TLP', other: '{n} 个 posted Memory Write TLP' },
  'step.translate.reality':
    'B 上并没有单独的“DMA 控制器”：发出这些写的 PCIe 总线主控就是 HCA B 自己。而且 MKey 及其 MTT 并不只存在于 HCA 中：它们位于 ICM，即驱动交给固件使用的主机内存（MANAGE_PAGES），并在片上缓存。某个表项未被缓存时，HCA B 要先通过 PCIe 从 B 的内存中读取它。HCA 把自己的表放在主机内存中：这恰好与那个误解相反。',
  'step.pcieB.title': '写请求经过 B 的 PCIe 链路',
  'step.pcieB.s1Empty': '没有要发送的内容：链路保持空闲。',
  'step.pcieB.s1': '{tlps} 沿 B 的 PCIe 链路上行到根复合体。',
  'step.pcieB.s1Iommu': '{tlps} 沿 B 的 PCIe 链路上行到根复合体，由 IOMMU 把每个 IOVA 转换为物理页。',
  'step.pcieB.s2': '它们是 posted 写：HCA B 不等待任何应答。',
  'step.land.title': '数据落入 B 的已锁定页',
  'step.land.s1Empty': '零长度写不会改变 B 内存中的任何内容。',
  'step.land.s1': '根复合体把这些写交给 B 的内存系统：这 {bytes}落入 {pages}，它们在 B 的虚拟地址空间中连续，在物理内存中分散。',
  'step.land.ddio': '在支持 DDIO 的 Intel 服务器上，这类入站写会先放进末级缓存（LLC），而不是直接写入 DRAM；其他平台有所不同。',
  'step.land.pages': { one: '{n} 个已锁定页', other: '{n} 个已锁定页' },
  'step.land.s2': '主机 B 的 CPU 什么也不做：没有中断，没有系统调用，没有拷贝。',
  'step.land.reality':
    'B 的应用程序只有在监视这块内存（如 ib_write_lat 轮询最后一个字节），或由 A 告知（例如随后再发一个 SEND）时，才会知道数据已经到达。',
  'step.ack.title': 'HCA B 发送确认',
  'step.ack.s1':
    '最后一个报文请求了确认（AckReq）。HCA B 以一个 ACKNOWLEDGE 报文应答：操作码 0x11，PSN {psn}，AETH syndrome 0x1F（ACK），MSN 1。',
  'step.ack.s2': '它穿过网络（fabric）回到 HCA A。',
  'step.ack.coalesce':
    '这里只有最后一个报文请求 ACK，因此一个 ACK 覆盖整条消息。真实的请求端各不相同：soft-RoCE 还会至少每 64 个报文请求一次，响应端可能合并 ACK，而 mlx5 的策略未公开。',
  'step.ack.reality': 'ACK 告诉 HCA A：HCA B 已接受这些报文。它不会通知 B 上的任何应用程序：B 的软件至此仍未参与。',
  'step.cqe.title': 'HCA A 写入完成',
  'step.cqe.s1':
    '收到 ACK 后，HCA A 回收（retire）该 WQE；由于它是 signaled 的，HCA A 还用一个 posted Memory Write 把 64 B 的 CQE 写入 A 内存中的 CQ 环。',
  'step.cqe.reality': '完成和其他数据一样通过 DMA 写入：除非应用程序请求了事件，否则 HCA 不会中断 CPU。',
  'step.cqe.unsignaled.title': 'HCA A 静默回收 WQE',
  'step.cqe.unsignaled.s1': '该工作请求是 unsignaled 的：收到 ACK 后，HCA A 回收该 WQE，但不写 CQE。',
  'step.poll.title': 'A 的 CPU 轮询并看到 owner 位',
  'step.poll.s1': 'A 的 CPU 在 ibv_poll_cq 中对可缓存内存自旋轮询，看到 CQE 的操作码有效，且其 owner 位等于期望值（绕环第一圈时为 0）。',
  'step.poll.s2': '它读取 CQE（操作码 REQ、QP、WQE 计数器），并推进 CQ 门铃记录中的消费者索引。写操作至此完成。',
  'step.poll.unsignaled.title': '没有可轮询的完成',
  'step.poll.unsignaled.s1': '没有 CQE 时，A 的应用程序只能通过同一 QP 上之后一个 signaled 的工作请求，得知这次写已经完成。',
  'step.caption.regMr': 'ibv_reg_mr：锁定内存页，填写 MTT',
  'step.aside.done.title': '完成意味着什么，不意味着什么',
  'step.aside.done.accepted':
    'ACK 以及它在 A 上触发的 CQE，表示 HCA B 已接受数据：并不表示 B 的应用程序已经能看到它，也不表示数据已经持久化。',
  'step.aside.done.told':
    'B 的软件只有在轮询这块内存，或者 A 使用带立即数的 RDMA WRITE（在 B 上产生一个完成）或随后发送一条消息时，才会得知这次写。',
  'step.aside.done.order':
    '轮询最后一个字节（如 ib_write_lat 所做）依赖于数据被放置的顺序。对于多报文的写，或启用了 PCIe relaxed ordering 时，最后一个字节可能先于前面的字节落地；ibv_query_qp_data_in_order() 可告知 provider 是否保证该顺序。',
  'step.aside.done.durable': '要保证持久性还需要更多：一次 RDMA FLUSH（InfiniBand 1.5），或经典做法，即写之后再做一次 RDMA READ。',
  'step.caption.createQp': '创建 CQ 和 QP',
  'step.caption.connect': '连接 QP：INIT、RTR、RTS',
  'step.caption.exchange': 'VA {va}，rkey {rkey}',
  'step.caption.mythMap': 'CPU → BAR0 → B 的内存？',
};
