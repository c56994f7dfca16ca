import type { STEPS } from '../en/steps';
import type { Entry } from '../msg';

/** 真实 trace 中每个步骤的文字：标题、发生了什么、实际情况如何。 */
export const ZH_STEPS: { readonly [K in keyof typeof STEPS]: Entry } = {
  'step.regMrB.title': 'B 注册其缓冲区（ibv_reg_mr）',
  'step.regMrB.s1.write':
    '在任何传输开始之前，主机 B 的应用程序对它要开放的缓冲区调用 ibv_reg_mr，并请求 REMOTE_WRITE 访问权限（同时带上 IBA 要求与之一起设置的 LOCAL_WRITE）。',
  'step.regMrB.s1.read': '在任何传输开始之前，主机 B 的应用程序对 A 将要读取的缓冲区调用 ibv_reg_mr，并请求 REMOTE_READ 访问权限。',
  'step.regMrB.s1.send':
    '在任何传输开始之前，主机 B 的应用程序对将要接收数据的缓冲区调用 ibv_reg_mr，只带 LOCAL_WRITE：SEND 不需要任何远端访问权限，B 也从不把自己的 rkey 交给 A。',
  'step.regMrB.s1.noRemoteWrite':
    '在任何传输开始之前，主机 B 的应用程序对其缓冲区调用 ibv_reg_mr，但只带了 LOCAL_WRITE：它忘了 REMOTE_WRITE。这次写将被拒绝。',
  'step.regMrB.short': '它只注册了缓冲区的前 {bytes}\u00a0B，而 A 将写入 {message}\u00a0B：写的末尾落在 MR 之外。',
  'step.regMrB.shortRead': '它只注册了缓冲区的前 {bytes}\u00a0B，而 A 要读取 {message}\u00a0B：读的末尾落在 MR 之外。',
  'step.reregMrB.title': 'B 重新注册其缓冲区',
  'step.reregMrB.s1':
    '交换完成之后，B 再次注册该缓冲区，然后才注销第一个 MR。有一瞬间两个 MKey 同时存在，所以新的 MKey 使用另一个索引：这里是 {index}，密钥为 {key}。索引 {oldIndex} 现在不对应任何有效的 MKey（驱动会销毁它，或把它吊销后留在 MR 缓存中）。',
  'step.reregMrB.s2': '没有人通知 A：它手里仍是旧的 rkey {rkey}，而 HCA B 将不再接受它。',
  'step.regMrB.s2': {
    one: '内核锁定（pin）该缓冲区的 {n} 个内存页，使其不会被操作系统移动，为其建立 DMA 映射，并让固件创建一个 MKey，由其 MTT 列出各页的地址。',
    other:
      '内核锁定（pin）该缓冲区的 {n} 个内存页，使其不会被操作系统移动，为其建立 DMA 映射，并让固件创建一个 MKey，由其 MTT 列出各页的地址。',
  },
  'step.regMrB.s2Iommu': {
    one: '内核锁定（pin）该缓冲区的 {n} 个内存页，使其不会被操作系统移动，为其建立 DMA 映射（IOMMU 为它分配一个 IO 虚拟地址，即 IOVA），并让固件创建一个 MKey，由其 MTT 列出该页的地址。',
    other:
      '内核锁定（pin）该缓冲区的 {n} 个内存页，使其不会被操作系统移动，为其建立 DMA 映射（IOMMU 为这些页分配一段连续的 IO 虚拟地址范围，即 IOVA 范围），并让固件创建一个 MKey，由其 MTT 列出各页的地址。',
  },
  'step.regMrB.s2Gpu': {
    one: 'B 的缓冲区位于 GPU B 的显存中：一个 cudaMalloc 得到的设备指针，它位于进程的统一虚拟地址空间（UVA）中，指向 GPU B 的显存，但 CPU 不能直接访问它。加载 nvidia-peermem 后（它需要 MLNX_OFED/DOCA-OFED 提供的 peer memory 接口，上游 Linux 没有），ibv_reg_mr 把它交给 GPU 驱动，驱动锁定（pin）它的 {n} 个 64\u00a0KiB 页并映射到 GPU B 的 BAR1；固件创建一个 MKey，其 MTT 列出该页的 BAR1 总线地址 {bar1}，而不是 DRAM 中的地址（本模型每个 64\u00a0KiB 页列一个 MTT 表项）。用该分配的 dma-buf（由 cuMemGetHandleForAddressRange 得到）调用 ibv_reg_dmabuf_mr，在上游内核上也能做到同样的事，NVIDIA 现在推荐这种方式。',
    other:
      'B 的缓冲区位于 GPU B 的显存中：一个 cudaMalloc 得到的设备指针，它位于进程的统一虚拟地址空间（UVA）中，指向 GPU B 的显存，但 CPU 不能直接访问它。加载 nvidia-peermem 后（它需要 MLNX_OFED/DOCA-OFED 提供的 peer memory 接口，上游 Linux 没有），ibv_reg_mr 把它交给 GPU 驱动，驱动锁定（pin）它的 {n} 个 64\u00a0KiB 页并映射到 GPU B 的 BAR1；固件创建一个 MKey，其 MTT 列出这些页的 BAR1 总线地址（从 {bar1} 起），而不是 DRAM 中的地址（本模型每个 64\u00a0KiB 页列一个 MTT 表项）。用该分配的 dma-buf（由 cuMemGetHandleForAddressRange 得到）调用 ibv_reg_dmabuf_mr，在上游内核上也能做到同样的事，NVIDIA 现在推荐这种方式。',
  },
  'step.regMrB.s3':
    '返回的密钥是 {rkey}：MKey 索引 {index} 左移 8\u00a0位，再加上变体字节 {variant}。在 mlx5 上，lkey 和 rkey 是同一个数。',
  'step.regMrB.reality': '注册是慢路径：系统调用、锁页和一条固件命令，只做一次。下面的快路径上，两台主机都不会再进入内核。',
  'step.regMrA.title': 'A 注册其源缓冲区',
  'step.regMrA.titleRead': 'A 注册其目的缓冲区',
  'step.regMrA.s1': '主机 A 注册它要从中发送数据的缓冲区（VA {va}），以便 HCA A 能通过 DMA 读取它。',
  'step.regMrA.s1Read': '主机 A 注册 READ 读回的字节要落入的缓冲区（VA {va}），带 LOCAL_WRITE，以便 HCA A 能通过 DMA 写入它。',
  'step.regMrA.s2': '这些页同样被锁定并列入 HCA A 的 MTT；lkey 为 {lkey}。',
  'step.regMrA.s2Gpu':
    'A 的缓冲区位于 GPU A 的显存中：GPU 驱动锁定它的 64\u00a0KiB 页并映射到 GPU A 的 BAR1，HCA A 的 MTT 列出它们的 BAR1 总线地址（从 {bar1} 起）；lkey 为 {lkey}。',
  'step.createQp.title': '两端各自创建队列',
  'step.createQp.s1':
    '两端的应用程序各自创建一个完成队列（CQ）和一个可靠连接（RC）QP：A 上为 {qpnA}，B 上为 {qpnB}。新建的 QP 处于 RESET 状态：此时既不能发送，也不能接收。',
  'step.createQp.s2': 'libmlx5 把发送队列环、CQ 环和门铃记录放在普通的主机内存中。',
  'step.createQp.s3':
    '在当前的 rdma-core 和内核上，ibv_create_qp 还会给该 QP 分配门铃和 BlueFlame 寄存器：HCA BAR0 中的一个 4\u00a0KiB UAR 页，以写合并（WC）方式 mmap 到进程中（较早的软件栈在 ibv_open_device 时映射若干个 UAR 页）。',
  'step.createQp.s3Doorbell':
    '在当前的 rdma-core 和内核上，ibv_create_qp 还会为该 QP 指定门铃寄存器。关闭 BlueFlame 后（MLX5_SHUT_UP_BF=1，本程序在门铃方式提交时设置它），那就是该上下文唯一的一个不可缓存 UAR 页（HCA BAR0 中的 4\u00a0KiB），ibv_open_device 时已经映射好，由它的所有 QP 共用（mlx5_get_qp_uar 返回 nc_uar）；不映射任何写合并页。',
  'step.exchange.title': '双方通过带外方式交换各自的参数',
  'step.exchange.s1':
    '通过一条普通的套接字连接（perftest 使用 TCP），B 把它的地址（{addrB}）、QPN {qpnB}、它自己发送请求时的起始 PSN（这里用不上：B 的 ACK 和 READ 响应携带的都是 A 的 PSN）、缓冲区的虚拟地址 {va} 以及 rkey {rkey} 发给 A。',
  'step.exchange.s2':
    'A 把它自己的地址（{addrA}）、QPN {qpnA} 和它发送时的起始 PSN {psn} 发给 B：A 的第一个报文就带着这个 PSN，B 也将期望收到它（perftest 把它设为 A 的 sq_psn 和 B 的 rq_psn）。在此之前两个 QP 都无法建立连接：转到 RTR 需要对端的地址、QPN 和 PSN。',
  'step.exchange.s3': '现在 A 手里有两个要写进报头的数值：B 的 VA 和 rkey。这就是 A 对 B 的内存所知道的全部。',
  'step.exchange.s1Send':
    '通过一条普通的套接字连接（perftest 使用 TCP），B 把它的地址（{addrB}）、QPN {qpnB} 和它自己发送请求时的起始 PSN（这里用不上：B 的 ACK 携带的是 A 的 PSN）发给 A。没有缓冲区地址，也没有密钥：SEND 不指明 B 的内存。',
  'step.exchange.s3Send': 'A 对 B 的内存一无所知：只有 B 的接收 WQE 会说明这些字节写到哪里。',
  'step.exchange.addrLid': 'LID {lid}',
  'step.exchange.addrGid': 'GID，由其 IP 地址 {ip} 得出',
  'step.exchange.realitySend':
    '没有任何东西把 B 的内存映射进 A 的地址空间。对于 SEND，A 甚至不知道 B 上的任何地址：由 B 的 HCA 从 B 的接收队列中选取缓冲区。',
  'step.exchange.reality':
    '没有任何东西把 B 的内存映射进 A 的地址空间。远端地址只是数据：它随 WQE 和报文传递，由 B 的 HCA 在报文到达时检查。',
  'step.connect.title': 'QP 建立连接',
  'step.connect.s1.write':
    'ibv_modify_qp 把每个 QP 从 RESET 转到 INIT（设置访问标志：B 的 QP 允许远端写），再带上对端的 {peer}、QPN 和期望的 PSN（B 上为 {psn}）转到 RTR，最后带上自己的发送 PSN、超时（timeout）和重试次数转到 RTS。',
  'step.connect.s1.read':
    'ibv_modify_qp 把每个 QP 从 RESET 转到 INIT（设置访问标志：B 的 QP 允许远端读），再带上对端的 {peer}、QPN 和期望的 PSN（B 上为 {psn}）转到 RTR，最后带上自己的发送 PSN、超时（timeout）和重试次数转到 RTS。',
  'step.connect.s3.read':
    'READ 还需要两端都有读资源：B 的 QP 在转到 RTR 时设置 max_dest_rd_atomic（它能同时处理多少个传入的 READ），A 的 QP 在转到 RTS 时设置 max_rd_atomic（它最多可以有多少个未完成的 READ）。如果没有响应端资源，soft-RoCE 会以 NAK {invalidNak}（无效请求）拒绝 READ。',
  'step.connect.s1.send':
    'ibv_modify_qp 把每个 QP 从 RESET 转到 INIT（设置访问标志：SEND 不需要远端访问标志），再带上对端的 {peer}、QPN 和期望的 PSN（B 上为 {psn}）转到 RTR，最后带上自己的发送 PSN、超时（timeout）和重试次数转到 RTS。',
  'step.connect.peerLid': 'LID',
  'step.connect.peerGid': 'GID（即其 IP 地址）',
  'step.connect.s2': '从现在起，两个 QP 构成一条可靠连接：它们之间的每个报文都要检查顺序，并被确认。',
  'step.connect.reality': '建立连接是经由内核和固件写入每个 HCA 上的 QP 上下文；至此还没有任何报文发出。',
  'step.wqe.title': 'A 在自己的内存中构建工作请求',
  'step.wqe.s1': {
    one: 'A 的应用程序调用 ibv_post_send。libmlx5 把一个 {bytes}\u00a0B 的 WQE 写入发送队列环中接下来的 {n} 个 64\u00a0B 基本块（basic block），发送队列环就在 A 自己的内存中。',
    other:
      'A 的应用程序调用 ibv_post_send。libmlx5 把一个 {bytes}\u00a0B 的 WQE 写入发送队列环中接下来的 {n} 个 64\u00a0B 基本块（basic block），发送队列环就在 A 自己的内存中。',
  },
  'step.wqe.s2Inline': '控制段、远端地址段（B 的 VA 和 rkey），然后是一个内联（inline）段，里面直接装着这 {bytes}载荷本身。',
  'step.wqe.s2Empty': '控制段和远端地址段（B 的 VA 和 rkey）；零长度消息没有数据段。',
  'step.wqe.s2Sge': '控制段、远端地址段（B 的 VA 和 rkey）和一个数据段（A 的缓冲区地址、lkey 和长度）。',
  'step.wqe.s2Read':
    '控制段、远端地址段（B 的 VA 和 rkey）和一个数据段：READ 读回的字节要放到 A 的缓冲区中的什么位置（地址、lkey、长度）。',
  'step.wqe.s2Send': '控制段和一个数据段（A 的缓冲区地址、lkey 和长度）。没有远端地址：由 B 的接收 WQE 决定这些字节落在哪里。',
  'step.wqe.s2SendInline': '控制段，然后是一个内联段，里面装着这 {bytes}载荷。没有远端地址：由 B 的接收 WQE 决定这些字节落在哪里。',
  'step.wqe.s2SendEmpty': '只有控制段：零长度的 SEND 没有数据段，也没有远端地址。',
  'step.wqe.s3Imm': '控制段的 imm 字段携带 32\u00a0位立即数 {imm}，HCA B 将通过一个 CQE 把它交给 B 的 CPU。',
  'step.wqe.reality':
    '这些都是对可缓存内存的普通存储指令：还没有任何东西经过 PCIe。WQE 操作码 {opcode} 是 mlx5 自己为 {name} 定义的编码；线路上的操作码是另一个数。',
  'step.dbr.title': 'A 更新门铃记录',
  'step.dbr.s1': '在一道存储屏障之后，CPU 把发送队列的生产者计数器（现在为 {counter}）以大端序写入门铃记录，门铃记录同样位于主机内存中。',
  'step.dbr.s2': 'HCA 需要知道队列推进到哪里时，可以随时通过 DMA 读取这条记录。',
  'step.dbr.reality':
    '这道屏障保证写 WQE 的存储指令排在门铃之前（udma_to_device_barrier）；在 x86 上它开销很小，因为存储指令本来就是按顺序的。',
  'step.mmio.doorbell.title': 'MOV：一条向 HCA A 的 BAR 写入 8\u00a0字节的存储指令',
  'step.mmio.doorbell.s1': 'CPU 把 WQE 的前 8 个字节写入从 HCA A 的 BAR0 映射来的 UAR 页：物理地址 {addr}。这就是门铃。',
  'step.mmio.doorbell.s2': '这 8 个字节指明了 QP 和 WQE。它们不携带载荷，也不携带主机 B 上的任何地址。',
  'step.mmio.doorbell.reality':
    'BAR 里是门铃寄存器和 BlueFlame 缓冲区，从来不是主机 B 的内存。无论消息多大（此处为 {bytes}），CPU 的 MOV 都只携带 8 个字节；其余部分由 HCA A 通过 DMA 获取。',
  'step.mmio.blueflame.title': 'MOV：整个 WQE 经 BAR 写入（BlueFlame）',
  'step.mmio.inline.title': 'MOV：WQE 连同其中的载荷一起经 BAR 写入',
  'step.mmio.bf.s1':
    'CPU 把 {wqe}\u00a0B 的 WQE 按整 64\u00a0B 块向上取整（{bytes}\u00a0B），复制进 HCA A 的 BAR0 中 UAR 页的一个 BlueFlame 缓冲区（{addr}）：{chunks}，共 {stores} 条写合并的 8\u00a0B 存储指令，然后用一条存储屏障（sfence）把它们冲刷出去。',
  'step.mmio.chunks': { one: '{n} 个 64\u00a0B 块', other: '{n} 个 64\u00a0B 块' },
  'step.mmio.bf.s2Inline': '由于载荷是内联的，HCA 完全不需要 DMA 读：它所需的一切都已经经 BAR 送达。',
  'step.mmio.bf.s2':
    '当只提交一个工作请求、且其 WQE 不超过 BlueFlame 寄存器的一半时，libmlx5 默认这样做：它替 HCA A 省去一次对 WQE 的 DMA 读。',
  'step.mmio.bf.payloadDma': '载荷不在 WQE 里：HCA A 仍要通过 DMA 读取它。',
  'step.mmio.bf.noPayloadRead': 'READ 的 WQE 不携带载荷：HCA A 将发出一个请求，数据从 B 那里传回来。',
  'step.mmio.bf.noPayloadEmpty': '零长度消息没有载荷：HCA A 无需再读取任何东西。',
  'step.mmio.bf.realityInline': '这里载荷确实经过了 BAR，但进入的是 HCA A 的片上缓冲区，而不是主机 B 的内存。',
  'step.mmio.bf.reality': '即使在这里，CPU 写入的也是本地 HCA 的缓冲区，而不是主机 B：载荷一直留在 A 的内存中，直到 HCA 来读取。',
  'step.mmio.bf.realityNoPayload':
    '即使在这里，CPU 写入的也是本地 HCA 的缓冲区，从来不是主机 B 的内存：BAR 中是门铃和 BlueFlame 寄存器，不是远端内存。',
  'step.tlp.title': '根复合体（Root Complex）向 HCA A 发送 Memory Write TLP',
  'step.tlp.s1':
    '这条存储指令以 posted 写（无需完成报文的写）的形式离开 CPU 核。根复合体发现 {addr} 落在 HCA A 的 BAR0 中，于是沿链路向下发出一个 Memory Write TLP：{dw}\u00a0DW 的报头（{where}）加上 {bytes}的数据。',
  'step.tlp.below4G': '地址低于 4\u00a0GiB',
  'step.tlp.above4G': '地址高于 4\u00a0GiB',
  'step.tlp.s2': 'posted 意味着不会有完成报文返回：CPU 立即继续执行。',
  'step.tlp.s1Bf':
    '在本模型中，每个 64\u00a0B 的写合并缓冲区作为一个 posted 写离开 CPU 核。根复合体发现 {addr} 位于 HCA A 的 BAR0 内，于是按地址顺序向链路发送 {tlps}：每个 TLP 带一个 {dw}\u00a0DW 报头（{where}）和至多 64\u00a0字节数据，总共 {bytes}。',
  'step.tlp.count': { one: '{n} 个 Memory Write TLP', other: '{n} 个 Memory Write TLP' },
  'step.tlp.s2Bf':
    'posted 意味着没有完成报文返回：CPU 立即继续执行。x86 并不保证每个 64\u00a0B 块对应一个 TLP：CPU 核或根复合体可能把一个块拆成更小的写，真实的 PCIe 抓包中可能会看到更多 TLP。',
  'step.aside.paths.title': '门铃、BlueFlame 还是内联：由谁决定',
  'step.aside.paths.bf':
    'BlueFlame（默认）：每次 ibv_post_send 只提交一个工作请求，WQE 不超过 BlueFlame 寄存器的一半（寄存器大小是设备能力；模拟器假定为 512\u00a0B，因此上限为 256\u00a0B），并且 prefer_bf 打开（MLX5_POST_SEND_PREFER_BF，除非设为 0，否则为打开）。CPU 以 64\u00a0B 块复制 WQE；载荷仍通过 DMA 读取。',
  'step.aside.paths.bfRead':
    'BlueFlame（默认）：每次 ibv_post_send 只提交一个工作请求，WQE 不超过 BlueFlame 寄存器的一半（寄存器大小是设备能力；模拟器假定为 512\u00a0B，因此上限为 256\u00a0B），并且 prefer_bf 打开（MLX5_POST_SEND_PREFER_BF，除非设为 0，否则为打开）。CPU 以 64\u00a0B 块复制 WQE；READ 的 WQE 不携带数据：它写明 B 的地址和 rkey，非零长度的 READ 还写明数据放到 A 内存中的哪里。数据随 B 的响应返回。',
  'step.aside.paths.bfEmpty':
    'BlueFlame（默认）：每次 ibv_post_send 只提交一个工作请求，WQE 不超过 BlueFlame 寄存器的一半（寄存器大小是设备能力；模拟器假定为 512\u00a0B，因此上限为 256\u00a0B），并且 prefer_bf 打开（MLX5_POST_SEND_PREFER_BF，除非设为 0，否则为打开）。CPU 以 64\u00a0B 块复制 WQE；零长度消息没有要读取的载荷。',
  'step.aside.paths.doorbell':
    '门铃：一次 ibv_post_send 提交由多个工作请求组成的链表、设置了 MLX5_SHUT_UP_BF=1、或寄存器不支持 BlueFlame（没有写合并，或是较旧内核上的虚拟功能即 VF）：CPU 只写入最后一个 WQE 的前 8 个字节，由 HCA 通过 DMA 读取各个 WQE。',
  'step.aside.paths.inline':
    '内联：应用程序设置 IBV_SEND_INLINE，且数据不超过 QP 的 max_inline_data（perftest 对写操作请求 220\u00a0B）。CPU 把载荷复制进 WQE，因此 HCA 无需通过 DMA 读取任何东西。',
  'step.aside.paths.order':
    '顺序：udma_to_device_barrier 保证 WQE 和门铃记录先于 MMIO（在 x86 上只是一道编译器屏障：对内存的存储指令本来就有序）；复制前后各一条 sfence，防止写合并的存储指令与其他 MMIO 混在一起，并把它们冲刷到设备。',
  'step.tlp.reality':
    'TLP 只携带一个主机物理地址和这些字节，别无其他。其中没有任何字段能指明主机 B、B 上的队列对或密钥：远端寻址信息位于 InfiniBand 报头中。',
  'step.wqeFetch.title': 'HCA A 通过 DMA 读取 WQE',
  'step.wqeFetch.s1': 'HCA A 针对 64\u00a0B 的发送队列槽位发出一个 Memory Read 请求（MRd）；根复合体以携带数据的完成报文（CplD）应答。',
  'step.wqeFetch.s2': '现在 HCA A 知道了远端 VA、rkey、本地地址、lkey 和长度。',
  'step.wqeFetch.s2Empty': '现在 HCA A 知道了远端 VA 和 rkey；零长度消息不指明任何本地缓冲区。',
  'step.wqeFetch.s2Send': '现在 HCA A 知道了本地地址、lkey 和长度；SEND 不携带远端地址。',
  'step.wqeFetch.s2SendEmpty': '现在 HCA A 知道它要发送一个空消息；零长度的 SEND 既不指明缓冲区，也不指明远端地址。',
  'step.wqeFetch.reality': '这里 HCA A 是 PCIe 总线主控（bus master）：它自己读取主机内存，CPU 不参与。',
  'step.payloadFetch.title': 'HCA A 通过 DMA 读取载荷',
  'step.payloadFetch.s1':
    'HCA A 检查 lkey，用其 MTT 转换 A 的缓冲区地址，然后读取这 {bytes}：共 {reads}，每个至多 MRRS = {mrrs}\u00a0B；此处由 {cpls} 应答，每个至多 MPS = {mps}\u00a0B。',
  'step.payloadFetch.s2':
    '本模型在报文边界处切分读请求（网卡实际如何切分是它自己的选择，并未公开），并且没有一个读请求跨越 4\u00a0KiB 边界，这是 PCIe 的要求。应答如何拆分由根复合体决定：每个完成报文至多 MPS，按 64 或 128\u00a0B 的读完成边界（Read Completion Boundary）拆分，因此实际数量与平台相关，许多根复合体返回的完成报文比这里的更小。',
  'step.transmit.gpuSameWire':
    '缓冲区位于 GPU 显存不会改变线路上的任何东西：这些报文以及 pcap 与缓冲区位于主机内存时逐字节相同，只有 PCIe 一侧不同。',
  'step.createQp.gpu':
    '在 A 上，NVSHMEM 的 IBGDA 自己（通过 DEVX）创建 QP 和 CQ，默认把发送队列、CQ 和门铃记录放在 GPU A 的显存中（cudaMalloc，经 dma-buf 或 nvidia-peermem 向 HCA 注册；NVSHMEM_IBGDA_FORCE_NIC_BUF_MEMTYPE=hostmem 时放在主机内存），并把 HCA A 的一个非缓存 UAR 页映射给 GPU（cudaHostRegister 加 cudaHostRegisterIoMemory），这样 GPU 线程无需 A 的 CPU 就能提交。',
  'step.createQp.s3Gpu':
    '在 B 上，ibv_create_qp 还为 QP 分配门铃和 BlueFlame 寄存器：HCA B 的 BAR0 中一个 4\u00a0KiB 的 UAR 页，以写合并方式 mmap 进 B 的进程。',
  'step.wqe.titleGpu': 'GPU A 在自己的显存中构建工作请求',
  'step.wqe.s1Gpu':
    'GPU A 上的一个线程把一个 {bytes}\u00a0B 的 WQE 写进发送队列的下一个 64\u00a0B 基本块，IBGDA 把这个队列放在 GPU A 的显存中（NVSHMEM 的 {fn}）：写入的段与 libmlx5 相同，每次 32\u00a0位。',
  'step.wqe.realityGpu':
    '这些是 GPU 对自己显存的写入：还没有任何东西经过 PCIe，A 的 CPU 也不参与。WQE 操作码 {opcode} 是 mlx5 自己为 {name} 定义的编码；线路上的操作码是另一个数。',
  'step.dbr.titleGpu': 'GPU A 更新门铃记录',
  'step.dbr.s1Gpu':
    '在一次内存栅栏之后，线程把发送队列的生产者计数器（现在为 {counter}）以大端序写入门铃记录，它同样位于 GPU A 的显存中（ibgda_update_dbr）。',
  'step.dbr.realityGpu': 'NVSHMEM 用 GPU 内存栅栏保证 WQE 先于门铃记录、门铃记录先于门铃（ibgda_post_send 中的 IBGDA_MEMBAR）。',
  'step.mmio.doorbell.titleGpu': 'GPU 的写入：向 HCA A 的 BAR 写 8\u00a0字节',
  'step.mmio.doorbell.s1Gpu':
    '线程写入 8\u00a0字节：布局与控制段的前 8\u00a0字节相同，但内容不是从 WQE 复制来的，而是发送队列新的生产者计数器左移 8 位、QPN 左移 8 位（操作码、opmod 和 ds 均为 0）；写到 HCA A 的 UAR 页中偏移 {offset} 的门铃寄存器，物理地址 {addr}，这一页由 IBGDA 映射给 GPU（ibgda_ring_db）。这就是门铃。',
  'step.mmio.doorbell.s2Gpu':
    '这 8\u00a0字节指明 QP 以及发送队列现在推进到哪里（与门铃记录中的计数器相同），不携带载荷，也不携带主机 B 上的任何地址。',
  'step.mmio.doorbell.realityGpu':
    'BAR 里仍然是门铃寄存器，从不是主机 B 的内存；而这次对它的写入来自 GPU A：A 的任何 CPU 核都没有为此执行指令。其余部分由 HCA A 通过 DMA 从 GPU 显存取回。',
  'step.tlp.titleGpu': 'GPU A 向 HCA A 发送 Memory Write TLP',
  'step.tlp.s1Gpu':
    '这次写入以 posted 对等写的形式离开 GPU A：一个发往 HCA A 的 BAR0 中 {addr} 的 Memory Write TLP，{route}：{dw}\u00a0DW 的报头（{where}）加上 {bytes}的数据。',
  'step.tlp.s2Gpu': 'posted 意味着不会返回完成报文：GPU 线程立即继续执行。',
  'step.wqeFetch.s1Gpu':
    'HCA A 为 64\u00a0B 的发送队列槽发出一个 Memory Read 请求（MRd），经 BAR1（{addr}）发往 GPU A 的显存；GPU A 以携带数据的完成报文（CplD）应答。',
  'step.wqeFetch.realityGpu': '这里 HCA A 是 PCIe 总线主控：它自己读取 GPU A 的显存，没有任何 CPU 核为此执行指令。',
  'step.cqe.s1Gpu':
    '收到 ACK 后，HCA A 回收（retire）该 WQE；由于它带完成通知（signaled），HCA A 把一个 64\u00a0B 的 CQE 写进 GPU A 显存中的 CQ：一次发往 GPU A 的 BAR1 的 posted Memory Write。',
  'step.cqe.s1ReadGpu':
    '最后一个响应放置完毕后，HCA A 回收（retire）该 WQE，并在数据之后把一个 64\u00a0B 的 CQE 写进 GPU A 显存中的 CQ：PCIe 保持 posted 写的顺序。这一顺序只在链路上成立；要让 GPU 线程看到这些数据，除非 GPU 声明支持 GPUDirect RDMA 写入有序，NVSHMEM 还会再做一次冲刷（一个让 HCA A 读取 GPU 显存的 DUMP WQE，并等待它完成）。',
  'step.cqe.error.s1Gpu':
    '收到 NAK 后，HCA A 把一个错误 CQE（操作码 {opcode}，REQ_ERR，错误码（syndrome）为 {syndrome}，即远端访问错误）写进 GPU A 显存中的 CQ：libmlx5 若轮询到它，会报告为 {status}。无论是否带完成通知，错误总会产生完成项。',
  'step.poll.titleGpu': 'GPU A 的线程轮询并看到 WQE 计数器',
  'step.poll.s1Gpu':
    'GPU A 上的一个线程像 NVSHMEM 的 quiet 那样（ibgda_poll_cq）轮询显存中的 CQ：NVSHMEM 的 CQ 是折叠的（collapsed：每个 CQE 都写在第 0 项，不使用 owner 位），所以线程反复读取 CQE 的 wqe_counter，直到它到达本 WQE，只在检查错误时看操作码。',
  'step.poll.s2Gpu':
    '随后 NVSHMEM 在显存中推进自己的消费者索引（对 cq->cons_idx 做 atomicMax）；它从不写 CQ 的门铃记录，因为该 CQ 允许溢出（oi=1）。对 A 来说，该工作请求至此完成。',
  'step.poll.s2ReadGpu':
    '随后 NVSHMEM 在显存中推进自己的消费者索引（对 cq->cons_idx 做 atomicMax）。在 GPU 线程使用 READ 的字节之前，除非 GPU 声明 GPUDirect RDMA 写入有序，NVSHMEM 还会再做一次冲刷（一个让 HCA A 读取 GPU 显存的 DUMP WQE，并等待它完成；ibgda_cst）。',
  'step.poll.error.titleGpu': 'GPU A 的线程轮询并看到错误',
  'step.poll.error.s1Gpu':
    'CQE 报告 {status}。NVSHMEM 把任何错误 CQE 视为致命错误（ibgda_poll_cq）：GPU 线程报告后作业终止；处于 Error 状态的 QP 只能由主机重置并重新连接。',
  'step.payloadFetch.gpu':
    '{host} 的缓冲区位于 GPU {host} 的显存中：这些读请求发往 GPU {host} 的 BAR1（{bar1}），{route}；由 GPU {host} 从显存中应答，主机 {host} 的 DRAM 不被触及。',
  'step.payloadFetch.s2Gpu':
    '本模型在报文边界处切分读请求（网卡如何切分由它自己决定，未公开），且都不跨越 4\u00a0KiB 边界，这是 PCIe 的要求。应答如何切分由 GPU {host} 决定（每个完成报文不超过 MPS），因此实际数量取决于 GPU。',
  'step.gpu.route.switch':
    '经过 GPU {host} 与 HCA {host} 共用的 PCIe 交换机，在那里转向，不到达根复合体（前提是交换机端口未开启 ACS 重定向）',
  'step.gpu.route.rc':
    '上行到主机 {host} 的根复合体再下行，因为 GPU {host} 不在 HCA {host} 的交换机下（平台是否允许这条对等路径、速度如何，由平台决定；NVIDIA 驱动在某些芯片组上拒绝它）',
  'step.payloadFetch.reality': '这是载荷唯一一次经过主机 A 的内存总线，而搬运它的是 HCA，不是 CPU。',
  'step.payloadFetch.realityFirst': '搬运载荷穿过主机 A 内存总线的是 HCA，不是 CPU。这里还不是最后一次：重传时会再次读取同样的字节。',
  'step.payloadFetch.realityGpu':
    '载荷从不经过主机 A 的内存总线：它以对等 TLP 从 GPU A 的显存到达 HCA A，没有 CPU 核参与，也不经过 DRAM（走根复合体路径时它们会经过 CPU 的根复合体，但不进入内存）。',
  'step.payloadFetch.realityFirstGpu':
    '载荷以对等 TLP 从 GPU A 的显存到达 HCA A，没有 CPU 核参与，也不经过 DRAM。这里还不是最后一次：重传时会再次从 GPU A 读取同样的字节。',
  'step.segment.title': 'HCA A 暂存数据并切分成报文',
  'step.segment.titleResponses': 'HCA B 构建 READ 响应',
  'step.segment.s1': '按路径 MTU（{mtu}\u00a0B）切分，得到 {packets}：{sequence}。',
  'step.segment.seq1': '{a}',
  'step.segment.seq2': '{a}，然后是 {b}',
  'step.segment.seqMany': '{a}、{middles}、{b}',
  'step.segment.middlesOf': { one: '{n} × {name}', other: '{n} × {name}' },
  'step.segment.write': '第一个报文携带 RETH：B 的 VA、rkey 和整条消息的长度。',
  'step.segment.imm': '最后一个报文在 BTH 之后携带立即数 {imm}（ImmDt）。',
  'step.segment.send': '没有 RETH：SEND 不指明 B 上的任何地址。由 B 的接收 WQE 说明这些字节写到哪里。',
  'step.segment.read': '第一个和最后一个响应携带 AETH；任何响应都不携带 RETH：B 按顺序应答请求的各个 PSN。',
  'step.retry.segment.title': 'HCA A 重新构建报文',
  'step.retry.fetch.title': 'HCA A 再次读取载荷',
  'step.retry.fetch.s0':
    '回退 N（go-back-N）：HCA A 从必须重传的 PSN 开始重传。本模型中，它像 soft-RoCE 那样（每个报文都从发送 WQE 指向的缓冲区构建）再次从 A 的内存读取这些字节；ConnectX HCA 是否在片上保留副本未公开。',
  'step.retry.fetch.reality':
    '在本模型中，一次重传让主机多付出一次对同样字节的 DMA 读，但仍然不需要 CPU。内联数据则会取自 WQE，而 WQE 在完成之前一直留在 A 的发送队列中。',
  'step.segment.s2': '每个报文加上 LRH（发往 LID {lid}）、BTH（QP {qpn}，PSN 从 {psn} 开始）、填充到 4\u00a0字节对齐的载荷、ICRC 和 VCRC。',
  'step.segment.s2Empty': '每个报文加上 LRH（发往 LID {lid}）、BTH（QP {qpn}，PSN 从 {psn} 开始），没有载荷，再加上 ICRC 和 VCRC。',
  'step.segment.reality':
    '数据会在 HCA 的片上缓冲区中暂存片刻（暂存多少、放在哪里，均未公开）。这不是零拷贝意义上的拷贝：既不花 CPU 周期，也不占主机内存带宽；每块网卡、每台交换机都会缓冲传输中的比特。',
  'step.transmit.title': 'HCA {host} 把报文发上线路',
  'step.transmit.titleOne': 'HCA {host} 把该报文发上线路',
  'step.transmit.roceWire':
    '在以太网上，每个帧在线路上还要额外占用 20\u00a0B 的前导码、帧起始定界符和帧间隙；线路上的字节数把它们计算在内，帧本身则不包括它们。',
  'step.transmit.s1': 'HCA {host} 把 {packets}（线路上共 {bytes}）串行发送到其端口上（链路：{rate}），每个报文约 {ns}\u00a0ns。',
  'step.transmit.s1Full': 'HCA {host} 把 {packets}（线路上共 {bytes}）串行发送到其端口上（链路：{rate}），每个满长报文约 {ns}\u00a0ns。',
  'step.transmit.s2Many': '读取、构建和发送相互重叠：一个报文在线路上时，下一个正在被读取和构建。',
  'step.transmit.s2One': '报文以比特流的形式发出；最前面的比特到达下一跳时，最后的比特还没有离开。',
  'step.transmit.rate': '{speed} {width}x，{gbps}\u00a0Gb/s',
  'step.switch.title': '交换机 {hop} 按 DLID 转发',
  'step.switch.titleRoce': '交换机 {hop} 转发帧',
  'step.switch.s1Roce':
    '交换机 {hop} 按目的地址把每个帧从通往 {host} 的端口发出：二层交换机看 MAC 地址，路由器看 IP 地址（路由器还会减小 TTL）。',
  'step.switch.s2Roce':
    '每段链路检查自己的以太网 FCS。ICRC 把传输途中可能改变的字段（IPv4 的 TOS、TTL 和报头校验和，或 IPv6 的 Traffic Class、Flow Label 和 Hop Limit；UDP 校验和；BTH 的字节 4）按全 1 计算，因此它从 HCA {from} 到 HCA {to} 原封不动。',
  'step.cable.s2Roce': '中间没有交换机，HCA A 计算的 FCS 就是 HCA B 检查的那个。',
  'step.segment.s2Roce':
    '每个报文加上以太网、IP 和 UDP 报头（发往 {ip}，UDP 端口 4791）、BTH（QP {qpn}，PSN 从 {psn} 开始）、填充到 4\u00a0字节对齐的载荷、ICRC 和以太网 FCS。',
  'step.segment.s2RoceEmpty':
    '每个报文加上以太网、IP 和 UDP 报头（发往 {ip}，UDP 端口 4791）、BTH（QP {qpn}，PSN 从 {psn} 开始），没有载荷，再加上 ICRC 和以太网 FCS。',
  'step.segment.cardValues':
    '凡是取决于网卡或其配置的字段，这里的字节都按本模型取 ConnectX 网卡的值：连接上每个报文的 MigReq 都是 1（mlx5 创建 QP 时即处于 MIGRATED 状态），而 soft-RoCE 发送 0。各字段的含义说明会指出不同之处。',
  'step.segment.cardValuesRoce':
    '凡是取决于网卡或其配置的字段，这里的字节都按本模型取 ConnectX 网卡的值：连接上每个报文的 MigReq 都是 1，而 soft-RoCE 发送 0；ECN 为 ECT(0)，即网卡为该报文的优先级开启了 ECN 时发送的值，而 soft-RoCE 发送 Not-ECT。各字段的含义说明会指出不同之处，以及哪些值是本模型的选择。',
  'step.check.s1Roce':
    'HCA B 先检查 FCS，再检查 IP、UDP 和 BTH 报头：QP 存在且已连接，发送端是其对端，P_Key 匹配；然后是 ICRC、期望的 PSN、合法的操作码序列，以及该 QP 本身是否接受此操作。',
  'step.transmit.rateRoce': '以太网，{gbps}\u00a0Gb/s',
  'step.switch.s1':
    '交换机 {hop} 在其转发表中查找 DLID {lid}，并以直通（cut-through）方式把每个报文从通往 {host} 的端口发出：报文还没有完全到达就开始转发。',
  'step.switch.s2':
    '它为下一段链路重新计算 VCRC，并可能按自己的 SL 到 VL 映射表改写虚拟通道（LRH.VL）。ICRC 计算时把 VL 当作全 1，并覆盖交换机不得改动的所有其他字段，因此它从 HCA {from} 到 HCA {to} 一路不变。',
  'step.cable.title': '从 A 到 B 的线缆',
  'step.cable.titleBack': '从 B 返回 A 的线缆',
  'step.cable.s1': '端口 A 用线缆直连端口 B：每个报文的传播时间约 {ns}\u00a0ns。',
  'step.cable.s2': '中间没有交换机，HCA A 计算的 VCRC 就是 HCA B 检查的那个。',
  'step.check.title': 'HCA B 检查每个报文',
  'step.check.s1':
    'HCA B 先检查 VCRC，再检查 LRH 和 BTH：QP 存在且已连接，发送端是其对端，P_Key 匹配；然后是 ICRC、期望的 PSN、合法的操作码序列，以及该 QP 本身是否接受此操作。',
  'step.check.order':
    '表格在链路 CRC 之后按 soft-RoCE（rxe）的顺序排列；mlx5 的顺序未公开，可能不同。每个报文都会被检查；表中显示的是第一个报文，它携带 RETH。',
  'step.check.orderPacket':
    '表格在链路 CRC 之后按 soft-RoCE（rxe）的顺序排列；mlx5 的顺序未公开，可能不同。每个报文都会被检查；表中显示的是报文 {i}，即决定此处结果的那个报文。',
  'step.check.s2Empty': '零长度消息跳过 rkey 检查：没有需要写入或读取的内容。',
  'step.check.titleRetry': 'HCA B 检查重传的报文',
  'step.check.s1Read':
    'HCA B 像检查任何请求一样检查这个 READ REQUEST：{linkCrc}、QP 及其对端、P_Key 是否匹配、ICRC、期望的 PSN，以及该 QP 是否接受远端读。',
  'step.check.s1DuplicateRead':
    'HCA B 检查这个重复的 READ REQUEST 的 {linkCrc}、QP 及其对端、P_Key 是否匹配、ICRC 和 PSN。PSN 落后于 B 期望的值，于是 soft-RoCE 跳过操作码序列、访问权限和长度的检查以及 check_rkey 对 MKey 的查找（duplicate_request）；跳过的各行标为“未检查”。',
  'step.check.s2Read':
    '然后用 MKey 检查 RETH：rkey {rkey} 的全部 32\u00a0位必须与其密钥匹配，MR 必须属于该 QP 的保护域并允许 REMOTE_READ，并且从 VA {va} 开始的 {bytes}必须完全落在其中。',
  'step.check.s2Send': 'SEND 不携带 RETH，也不携带 rkey：保护 B 的内存的是 B 的应用程序提交的接收 WQE，其 lkey 必须允许本地写。',
  'step.check.s2Latched':
    '这个报文不携带 RETH：HCA B 根据它从该消息第一个报文中保留下来的 RETH（rkey {rkey}，从 VA {va} 开始的 {bytes}）来检查它。',
  'step.check.s2Duplicate':
    '对重复报文，PSN 检查就已决定结果：soft-RoCE 在这一步直接回 ACK，后面的字段一概不再比较，因此它下面的各项检查都不会执行。',
  'step.check.s2DuplicateRead':
    '这次不再拿 RETH 中的 rkey 去查 MKey 表：soft-RoCE 找到它已经处理过的那个 READ（duplicate_request），检查 rkey 是否就是当时保存的那个、地址范围是否落在保存的那个 READ 的范围之内；只有在重新读取内存时（read_reply），它才再检查一次 MR。',
  'step.check.outcome.ok': {
    one: '所有检查都通过：HCA B 执行该报文。',
    other: '到达的全部 {n} 个报文都通过了所有检查：HCA B 按 PSN 顺序执行它们。',
  },
  'step.check.outcome.okRetry': {
    one: '重传的报文通过了所有检查：HCA B 执行它；它的 PSN 正是 B 一直在等的那个。',
    other: '重传的 {n} 个报文都通过了所有检查：HCA B 从它一直在等的那个 PSN 开始，按 PSN 顺序执行它们。',
  },
  'step.check.outcome.okRead': {
    one: 'READ REQUEST 通过了所有检查：HCA B 执行它，并将以 1 个响应应答。',
    other: 'READ REQUEST 通过了所有检查：HCA B 执行它，并将以 {n} 个响应应答。',
  },
  'step.check.outcome.refused':
    '第一个报文未通过“{check}”（标有 ✗ 的那一行）：HCA B 不写入任何数据，回以 NAK，把其 QP 转入 Error 状态（IBA 对此类错误的规定和 soft-RoCE 都是如此），并丢弃随后的报文。',
  'step.check.outcome.refusedRecv':
    '这个报文是带立即数的 WRITE 的最后一个（这里也是唯一一个）报文，它在“{recvCheck}”这一行就已取用了 B 的接收 WQE，之后才未通过“{check}”：soft-RoCE 先执行 check_resource，再执行 check_rkey。HCA B 将以错误完成那个 WQE。',
  'step.check.outcome.refusedRead':
    'READ REQUEST 未通过“{check}”（标有 ✗ 的那一行）：HCA B 什么也不读取，也不返回任何数据，回以 NAK，并把其 QP 转入 Error 状态（IBA 对此类错误的规定和 soft-RoCE 都是如此）。',
  'step.check.outcome.rnr': '报文 {i}（{opcode}）需要一个接收 WQE，但一个也没有：HCA B 回以 RNR NAK 并丢弃它；它之前的报文仍然已执行。',
  'step.check.outcome.rnrFirst': '报文 {i}（{opcode}）需要一个接收 WQE，但一个也没有：HCA B 回以 RNR NAK 并丢弃它。',
  'step.check.outcome.rnrNext':
    '报文 {i}（PSN {psn}）随后到达，而 B 仍期望 {expected}：soft-RoCE 以 PSN 序列错误 NAK 应答它，且只应答一次（它的 RNR 路径并不记录自己已发过 NAK），之后的报文则被静默丢弃。',
  'step.check.outcome.damaged':
    '报文 {i}（PSN {psn}）到达时 {linkCrc} 正确（由最后一台交换机重新写入），但其 ICRC 不再匹配：HCA B 静默丢弃它（只有一个计数器加 1）。',
  'step.check.outcome.damagedCable':
    '报文 {i}（PSN {psn}）到达时 {linkCrc} 和 ICRC 都不匹配：HCA B 在链路层静默丢弃它（只有一个计数器加 1）。',
  'step.check.outcome.gap':
    '报文 {i} 到达时 PSN 为 {psn}，而 HCA B 期望的是 {expected}：出现缺口。B 丢弃它，并回一次 PSN 序列错误 NAK；在 PSN {expected} 再次到达之前，它共丢弃 {dropped}（本模型中 A 先发完这条消息的所有报文再回退；真实的请求端一收到 NAK 就回退，所以消息较长时 B 丢弃的报文可能更少）。',
  'step.check.outcome.duplicate': {
    one: 'PSN {psn} 比 HCA B 期望的 {expected} 更早：该报文是一个已执行报文的重复。B 确认它，但不会再次写入其数据。',
    other: 'PSN {psn} 比 HCA B 期望的 {expected} 更早：{n} 个报文是已执行报文的重复。B 确认它们，但不会再次写入其数据。',
  },
  'step.check.outcome.duplicateRead':
    'PSN {psn} 比 HCA B 期望的 {expected} 更早：这是一个重复的 READ REQUEST。READ 没有副作用，因此 B 再次处理它：重新读取其内存，并发送所请求的响应。',
  'step.check.s2':
    '然后用 MKey 检查 RETH：rkey {rkey} 的全部 32\u00a0位必须与其密钥匹配，MR 必须属于该 QP 的保护域并允许 REMOTE_WRITE，并且从 VA {va} 开始的 {bytes}必须完全落在其中。',
  'step.check.reality':
    '正是这些检查保护着主机 B。rkey 错误、地址超出 MR，或 MR 缺少相应权限，都会让 B 向 A 发回 NAK（远端访问错误，{accessNak}），而且什么都不会写入。（如果 QP 的访问标志本身就不允许该操作，soft-RoCE 会在检查资源和长度之前就以无效请求 NAK {invalidNak} 拒绝它。）',
  'step.check.realityRead':
    '正是这些检查保护着主机 B。rkey 错误、地址超出 MR，或 MR 缺少相应权限，都会让 B 向 A 发回 NAK（远端访问错误，{accessNak}），B 的内存一个字节也不会被读取。（如果 QP 的访问标志本身就不允许该操作，soft-RoCE 会在检查资源和长度之前就以无效请求 NAK {invalidNak} 拒绝它。）',
  'step.check.realitySend':
    '正是这些检查保护着主机 B。SEND 不指明 B 内存中的任何地址，也不携带 rkey：它只会落到 B 自己的接收 WQE 指明的位置。消息比那个缓冲区长时会被拒绝：IBA 规定回无效请求 NAK（{invalidNak}），而 soft-RoCE 发送远端操作错误 NAK（{opNak}），并以 IBV_WC_LOC_QP_OP_ERR 完成 B 的 WQE。',
  'step.translate.title': 'HCA {host} 转换地址并构建写请求',
  'step.translate.s1Empty': '零长度消息既没有需要转换的地址，也没有需要写入的内容。',
  'step.translate.s1':
    'HCA {host} 在 MKey 的 MTT 中查找 VA {va} 的每一页，得到其物理地址，然后构建 {writes}，每个至多 MPS = {mps}\u00a0B，且都不跨越 4\u00a0KiB 边界。',
  'step.translate.s1Iommu':
    'HCA {host} 在 MKey 的 MTT 中查找 VA {va} 的每一页，得到其 IO 虚拟地址（IOVA），然后构建 {writes}，每个至多 MPS = {mps}\u00a0B，且都不跨越 4\u00a0KiB 边界。',
  'step.translate.s1Gpu':
    'HCA {host} 在 MKey 的 MTT 中查找 VA {va} 的每个 64\u00a0KiB 页，得到它在 GPU {host} 的 BAR1 中的总线地址，然后构建 {writes}，每个不超过 MPS = {mps}\u00a0B，都不跨越 4\u00a0KiB 边界。',
  'step.translate.writes': { one: '{n} 个 posted Memory Write TLP', other: '{n} 个 posted Memory Write TLP' },
  'step.translate.reality':
    'B 上并没有单独的“DMA 控制器”：发出这些写的 PCIe 总线主控就是 HCA B 自己。而且 MKey 及其 MTT 并不只存在于 HCA 中：它们位于 ICM，即驱动交给固件使用的主机内存（MANAGE_PAGES），并在片上缓存。某个表项未被缓存时，HCA B 要先通过 PCIe 从 B 的内存中读取它。HCA 把自己的表放在主机内存中：这恰好与那个误解相反。',
  'step.translate.realityA':
    'READ 的字节与 WRITE 的字节放置方式完全相同，只是发生在另一台主机上：写 A 的内存的总线主控是 HCA A，A 的 CPU 在轮询到完成项之前不参与。',
  'step.pcieB.title': '写请求经过 {host} 的 PCIe 链路',
  'step.pcieB.s1Empty': '没有要发送的内容：链路保持空闲。',
  'step.pcieB.s1': {
    one: '{tlps} 沿 {host} 的 PCIe 链路上行到根复合体。',
    other: '{tlps} 沿 {host} 的 PCIe 链路上行到根复合体。',
  },
  'step.pcieB.s1Iommu': {
    one: '{tlps} 沿 {host} 的 PCIe 链路上行到根复合体，由 IOMMU 把其 IOVA 转换为物理页。',
    other: '{tlps} 沿 {host} 的 PCIe 链路上行到根复合体，由 IOMMU 把其 IOVA 转换为物理页。',
  },
  'step.pcieB.s1Gpu': {
    one: '{tlps} 从 HCA {host} 发往 GPU {host} 的 BAR1，{route}。',
    other: '{tlps} 从 HCA {host} 发往 GPU {host} 的 BAR1，{route}。',
  },
  'step.pcieB.s2': '它们是 posted 写：HCA {host} 不等待任何应答。',
  'step.land.title': '数据落入 {host} 的已锁定页',
  'step.land.s1Empty': '零长度消息不会改变 {host} 内存中的任何内容。',
  'step.land.s1':
    '根复合体把这些写交给 {host} 的内存系统：这 {bytes}落入 {pages}，它们在 {host} 的虚拟地址空间中连续，在物理内存中则位于操作系统为每一页安排的位置。',
  'step.land.s1Part':
    '根复合体把这些写交给 {host} 的内存系统：消息字节 {from}..{to}（{bytes}）落入 {pages}，它们在 {host} 的虚拟地址空间中连续，在物理内存中则位于操作系统为每一页安排的位置。',
  'step.land.s1Gpu':
    'GPU {host} 在 BAR1 接收这些写入，把 {bytes} 放入显存：{pages}，在缓冲区的虚拟地址中连续，每页位于 GPU 驱动安排的位置。',
  'step.land.s1PartGpu':
    'GPU {host} 在 BAR1 接收这些写入，把消息字节 {from}..{to}（{bytes}）放入显存：{pages}，在缓冲区的虚拟地址中连续，每页位于 GPU 驱动安排的位置。',
  'step.land.gpuPages': { one: '{n} 个已锁定的 64\u00a0KiB GPU 页', other: '{n} 个已锁定的 64\u00a0KiB GPU 页' },
  'step.land.gpuOrder':
    'GPU {host} 上已在运行的 CUDA 内核可能较晚或乱序地看到这些字节：“只有 CUDA 同步和工作提交 API 为 GPUDirect RDMA 操作提供内存序保证”（NVIDIA GPUDirect RDMA 指南）。所以使用方的 CPU 先确认数据已全部到达（来自它自己的完成项；普通 WRITE 之后，则来自发送端随后的 SEND、带立即数的 WRITE 或标志），再启动 CUDA 内核；对已在运行的内核，先调用 cuFlushGPUDirectRDMAWrites（GPU 原生保证这些写入有序时，它什么也不做）。在 Ampere 及更早的 GPU 上，NCCL 改为对该缓冲区发出一个 1\u00a0字节的 RDMA READ（ncclIbIflush）；从 Hopper 起不再发出（ncclTopoNeedFlush）。',
  'step.land.ddio': '在支持 DDIO 的 Intel 服务器上，这类入站写会先放进末级缓存（LLC），而不是直接写入 DRAM；其他平台有所不同。',
  'step.land.pages': { one: '{n} 个已锁定页', other: '{n} 个已锁定页' },
  'step.land.s2': '主机 B 的 CPU 什么也不做：没有中断，没有系统调用，没有拷贝。',
  'step.land.s2Read': '主机 A 的 CPU 在这里同样什么也不做，而主机 B 的 CPU 自始至终没有参与：B 的 HCA 自己读取了 B 的内存。',
  'step.land.realityTold': '这一次 B 的应用程序会得到通知：最后一个报文放置完毕后，HCA B 把一个完成项写入 B 的 CQ，由 B 的 CPU 轮询。',
  'step.land.realityRead':
    '数据放置和完成项是分开的：A 的应用程序只有在轮询到该 READ 的完成项之后才能查看缓冲区，而 HCA A 在这些写中的最后一个之后才写入该完成项。',
  'step.land.reality':
    'B 的应用程序只有在监视这块内存（如 ib_write_lat 轮询最后一个字节），或由 A 告知（例如随后再发一个 SEND）时，才会知道数据已经到达。',
  'step.land.realityEmpty': '零长度的 WRITE 在 B 的内存中不留任何痕迹：只有 A 告知（例如随后再发一个 SEND），B 的应用程序才会知道它。',
  'step.ack.title': 'HCA B 发送确认',
  'step.ack.s1':
    '最后一个报文请求了确认（AckReq）。HCA B 以一个 ACKNOWLEDGE 报文应答：操作码 {opcode}，PSN {psn}，AETH 应答码（syndrome）{syndrome}（ACK），MSN {msn}，即 B 已完成的消息个数。',
  'step.ack.s2': '它穿过网络回到 HCA A。',
  'step.ack.sDup':
    '对这 {dups}中的每一个，B 都回一个携带 PSN {psn}（它最后执行的那个）的 ACK，与 soft-RoCE 的做法相同（C9-105）；它不会再次写入任何数据。',
  'step.ack.lost': '回程中该 ACK 在某段链路上丢失：HCA A 始终收不到它，其重传定时器继续计时。',
  'step.ack.realityLost':
    'B 确实执行了这些报文：丢失的只是通知（ACK）本身。HCA A 无法区分 ACK 丢失和报文丢失，因此它会重传，而 B 必须识别出重传的报文是重复报文。',
  'step.ack.corrupted': '回程中该 ACK 被损坏：HCA A 发现其 ICRC 错误，静默丢弃它，因此其重传定时器继续计时。',
  'step.ack.coalesce':
    '这里只有最后一个报文请求 ACK，因此一个 ACK 覆盖整条消息。真实的请求端各不相同：soft-RoCE 还会在连续超过 64 个报文都没有请求 ACK 后请求一次，响应端可能合并 ACK，而 mlx5 的策略未公开。',
  'step.ack.reality': 'ACK 告诉 HCA A：HCA B 已接受这些报文。它不会通知 B 上的任何应用程序：B 的软件至此仍未参与。',
  'step.ack.realityTold':
    'ACK 告诉 HCA A：HCA B 已接受这些报文。它对 B 的应用程序什么也没说：B 的软件是从自己的 CQE 得知的，而不是从 ACK。',
  'step.cqe.title': 'HCA A 写入完成项',
  'step.cqe.s1':
    '收到 ACK 后，HCA A 回收（retire）该 WQE；由于它带完成通知（signaled），HCA A 还用一个 posted Memory Write 把 64\u00a0B 的 CQE 写入 A 内存中的 CQ 环。',
  'step.cqe.reality': '完成项和其他数据一样通过 DMA 写入：除非应用程序请求了事件，否则 HCA 不会中断 CPU。',
  'step.cqe.unsignaled.title': 'HCA A 静默回收 WQE',
  'step.cqe.unsignaled.s1': '该工作请求不带完成通知（unsignaled）：收到 ACK 后，HCA A 回收该 WQE，但不写 CQE。',
  'step.poll.title': 'A 的 CPU 轮询并看到 owner 位',
  'step.poll.s1': 'A 的 CPU 在 ibv_poll_cq 中对可缓存内存自旋轮询，看到 CQE 的操作码有效，且其 owner 位等于期望值（绕环第一圈时为 0）。',
  'step.poll.s2': '它读取 CQE（操作码 REQ、QP、WQE 计数器），并推进 CQ 门铃记录中的消费者索引。对 A 来说，该工作请求至此完成。',
  'step.poll.unsignaled.title': '没有可轮询的完成项',
  'step.poll.unsignaled.s1': '没有 CQE 时，A 的应用程序只能通过同一 QP 上之后一个带完成通知的工作请求，得知这次写已经完成。',
  'step.fabric.lost': '{what}（PSN {psn}）在这段链路上丢失：它没有任何部分到达 HCA {to}，也没有人通知 HCA {from}。',
  'step.fabric.corrupted':
    '在交换机 {hop} 内部，{what}（PSN {psn}）的一个比特发生翻转。如果交换机在继续转发该报文时在损坏的字节上重新写入 {linkCrc}，下一段链路就看不出任何问题：只有端到端的 ICRC 能发现。',
  'step.fabric.corruptedCable': '在线缆上，{what}（PSN {psn}）的一个比特发生翻转：它的 {linkCrc} 和 ICRC 都不再匹配。',
  'step.fabric.packet': '报文 {i}',
  'step.fabric.response': '响应 {i}',
  'step.fabric.request': '该 READ REQUEST',
  'step.nak.nak-psn.title': 'HCA B 发送 NAK：PSN 序列错误',
  'step.nak.nak-psn.s1':
    '该 NAK（AETH 应答码 {syndrome}）携带 PSN {psn}，即 B 仍在等待的那个。B 只发送一次，并持续丢弃随后的报文（共 {dropped}：本模型中 A 先发完整条消息再回退），直到该 PSN 再次到来。',
  'step.nak.nak-psn.s2': '收到 NAK 后，HCA A 回到 PSN {psn}，从报文 {i} 起全部重传：回退 N（go-back-N）。B 已经执行过的报文不会再发。',
  'step.nak.nak-psn.reality': '可靠性由两块 HCA 负责：两边的 CPU 都不知道有报文丢失。代价是时间和对数据的第二次读取，而不是软件。',
  'step.nak.nak-rnr.title': 'HCA B 发送 RNR NAK：接收端未就绪',
  'step.nak.nak-rnr.s1': 'PSN {psn} 的 RNR NAK 在其 AETH 应答码（syndrome）中携带 B 的定时器代码 {code}（{time}）。B 不接受其后的报文。',
  'step.nak.nak-rnr.sPsn':
    '下一个报文并不是 B 当前期望的，于是触发第二个 NAK：针对 PSN {psn} 的 PSN 序列错误，soft-RoCE 就是这样发送的（它的 RNR 路径并不记录自己已发过 NAK）。两个 NAK 指明的是同一个 PSN。',
  'step.nak.nak-rnr.s2':
    'HCA A 将等待这么长时间，然后从 NAK 指明的 PSN {psn} 开始重传。RNR 重试次数（rnr_retry，7 = 无限次）限制重传的次数。',
  'step.nak.nak-rnr.sBefore':
    '本模型中，A 把这个 NAK 当作对其之前报文的确认。soft-RoCE 的完成器并不这样看待 RNR NAK（只有 PSN 序列错误 NAK 才会推进它已确认的 PSN），因此 RNR 定时器到期后，它从第一个尚未确认的 PSN 重新开始，B 对已执行过的报文再回 ACK。',
  'step.nak.nak-rnr.reality':
    'RNR 是流控，不是错误：SEND 或带立即数的 WRITE 需要 B 的应用程序及时提交接收。应用程序会提前提交接收来避免它。',
  'step.nak.nak-access.title': 'HCA B 发送 NAK：远端访问错误',
  'step.nak.nak-access.s1':
    'PSN {psn} 的 NAK（AETH 应答码 {syndrome}）告诉 HCA A：B 拒绝了该请求。B 的内存中没有写入任何数据：soft-RoCE 在第一个报文处就检查 RETH 的整个范围（mlx5 是否也预先这样检查未公开）。',
  'step.nak.nak-access.s1Read':
    'PSN {psn} 的 NAK（AETH 应答码 {syndrome}）告诉 HCA A，B 拒绝了该 READ：B 什么也没有读取，也不返回任何数据。',
  'step.nak.nak-access.s2':
    'B 的 QP 现在处于 Error 状态（这是 IBA 对此类错误的规定，也是 soft-RoCE 的做法；ConnectX 的做法未公开）：它拒绝这条连接上的一切，直到它被复位并重新连接。',
  'step.nak.nak-access.reality':
    '正是对 RETH 的这些检查，把远端读取者或写入者挡在没有交给它的内存之外：错误或过期的 rkey、MR 之外的地址或缺少访问权限，都在这里、在 HCA B 中终结，此时 B 的内存还没有任何字节被触及。',
  'step.timeout.title': 'A 的重传定时器超时',
  'step.timeout.s1': '没有 ACK 或 NAK 返回：经过本地 ACK 超时（名义上为 {unit} × 2^{exp} = {time}）之后，HCA A 放弃等待。',
  'step.timeout.s1Read': '没有响应返回：经过本地 ACK 超时（名义上为 {unit} × 2^{exp} = {time}）之后，HCA A 放弃等待。',
  'step.timeout.s1ReadLast':
    '响应在最后一个之前中断了：缺失的那个之后再没有报文来揭示这个空缺，因此经过本地 ACK 超时（名义上为 {unit} × 2^{exp} = {time}）之后，HCA A 放弃等待。',
  'step.timeout.s2': '它回到第一个尚未被确认的 PSN，即 {psn}（报文 {i}），并从那里重新发送。',
  'step.timeout.s2Read': '它从第一个没有收到的响应开始重新请求：为 PSN {psn}（响应 {i}）及其后的部分发出一个新的 READ REQUEST。',
  'step.timeout.reality':
    '该值只是名义值。ConnectX 网卡可能使用自适应重传（随机化、逐次加倍的定时器），而且用户观察到，无论该属性如何设置，重试都发生在 2、4、8、16\u00a0ms：依赖它之前，请在你自己的网络上测量。',
  'step.rnrWait.title': 'A 等待 RNR 定时器',
  'step.rnrWait.s1': 'HCA A 等待 B 在其 RNR NAK 中指定的时间：定时器代码 {code}，{time}。',
  'step.rnrWait.s2': '然后从 PSN {psn} 开始重传。',
  'step.rnrWait.reality': 'RNR 定时器代码表由 InfiniBand 规定：代码 12（perftest 的默认值）为 0.64\u00a0ms，代码 0 为 655.36\u00a0ms。',
  'step.postRecv.title': 'B 提交一个接收 WQE',
  'step.postRecv.s1':
    'B 的应用程序调用 ibv_post_recv：libmlx5 把一个接收 WQE（一个分散表项：B 的缓冲区 VA、lkey 和长度）写入 B 的接收队列，该队列就在 B 自己的内存中。',
  'step.postRecv.s2': '然后把新的接收计数器存入门铃记录。没有 MMIO：当某个报文需要接收 WQE 时，HCA B 才读取该记录。',
  'step.postRecv.late.title': 'B 的应用程序提交接收，但晚了',
  'step.postRecv.late.s1':
    '在 A 等待期间，B 的应用程序调用 ibv_post_recv：一个指明 B 的缓冲区的接收 WQE 进入 B 的接收队列。（何时这样做由应用程序决定；这里是立即进行。）',
  'step.recvFetch.title': 'HCA B 取用 B 的接收 WQE',
  'step.recvFetch.s1Send':
    'SEND 的第一个报文需要一个接收 WQE：HCA B 通过 DMA（MRd、CplD）从 B 的接收队列读取下一个接收 WQE。它的分散表项决定这些字节落在哪里。',
  'step.recvFetch.s1Imm':
    '带立即数的 WRITE 的最后一个报文要消耗一个接收 WQE：HCA B 通过 DMA 从 B 的接收队列读取它。它的分散表项并不使用：数据写到 RETH 指定的位置。',
  'step.recvFetch.s1ImmRefused':
    '该报文是带立即数的 WRITE 的最后一个（这里也是唯一一个）报文，因此需要一个接收 WQE：soft-RoCE 在检查 rkey（check_rkey）之前就取用它（check_resource）。',
  'step.recvFetch.s2': 'HCA B 从 B 的门铃记录得知已提交了多少个接收 WQE。',
  'step.recvFetch.reality':
    'SEND 的字节必须等这次读取结束才能写入：接收 WQE 指明它们写到哪里。HCA 是否通过预取接收 WQE 来掩盖这次读取，并未公开；本模型不预取。',
  'step.recvFetch.realityImm':
    '带立即数的 WRITE 的 FIRST 和 MIDDLE 报文不需要接收 WQE：它们的数据写到 RETH 指定的位置。最后一个（或唯一一个）报文则需要：soft-RoCE 在写入该报文的数据之前先查找 WQE，找不到就回 RNR NAK，一个字节也不写。HCA 是否通过预取接收 WQE 来掩盖这次读取，并未公开。',
  'step.recvFetch.realityRefused': '尽管这次写将被拒绝，WQE 仍被取用：B 的应用程序会看到它以错误完成，而不是收到数据。',
  'step.readRequest.title': 'HCA A 构建 READ REQUEST',
  'step.readRequest.titleAgain': 'HCA A 用一个新的 READ REQUEST 再次请求',
  'step.readRequest.s1':
    '一个报文就请求全部数据：其 RETH 指明 B 的 VA {va} 处的 {bytes}，rkey 为 {rkey}。它不携带载荷：为了发送它，HCA A 不从 A 的内存读取任何数据。',
  'step.readRequest.s2': {
    one: '它的 PSN 是 {psn}；应答将是 1 个使用该 PSN 的响应。',
    other: '它的 PSN 是 {psn}；应答将以 {n} 个响应的形式到来，每个占一个 PSN，这就是为什么一个 READ 消耗的 PSN 数与响应数一样多。',
  },
  'step.readRequest.reality':
    'READ 是一次请求加一次应答：数据只穿过网络一次，但请求必须先到达 B。这就是为什么 READ 的延迟是一个往返，也是为什么 ib_read_lat 报告的是完整往返，而不是其一半。',
  'step.readRequest.send': 'HCA A 把这一个请求报文发上链路。',
  'step.readMemory.title': 'HCA B 通过 DMA 读取 B 的内存',
  'step.readMemory.s1':
    'HCA B 通过 MKey 的 MTT 转换 B 的 VA，然后读取这 {bytes}：共 {reads}，每个至多 MRRS = {mrrs}\u00a0B；由 {cpls} 应答，每个至多 MPS = {mps}\u00a0B。',
  'step.readMemory.reality':
    'B 的 CPU 不参与：HCA B 读取 B 的内存，就像 WRITE 时 HCA A 读取 A 的内存一样。B 的应用程序永远不会得知它的内存被读过。',
  'step.responseCheck.title': 'HCA A 检查响应',
  'step.responseCheck.s1': 'HCA A 像 B 检查请求那样检查每个响应：{linkCrc}、ICRC、它的 QP，以及它期望的下一个 PSN。',
  'step.responseCheck.ok': {
    one: '该响应已到达：HCA A 把它的数据写入 A 的缓冲区。',
    other: '全部 {n} 个响应都按顺序到达：HCA A 把它们的数据写入 A 的缓冲区。',
  },
  'step.responseCheck.gap':
    '响应 {i}（PSN {psn}）{fate}：在下一个响应到达时，HCA A 发现了缺口，并丢弃 {dropped}。在本模型中，它立即用一个新的 READ REQUEST 从 PSN {psn} 开始重新请求；soft-RoCE 则会忽略后面的响应，等待其重传定时器。',
  'step.responseCheck.lastMissing': '响应 {i}（PSN {psn}）{fate}，而且后面没有任何报文来暴露这个缺口：HCA A 等待其定时器。',
  'step.responseCheck.fate.lost': '始终没有到达',
  'step.responseCheck.fate.corrupted': '到达时已损坏，HCA A 将其丢弃（其 ICRC 校验失败）',
  'step.cqe.s1Read':
    '最后一个响应放置完毕后，HCA A 回收该 WQE，并把一个 64\u00a0B 的 CQE 写入 A 内存中的 CQ 环，位于数据之后：PCIe 保持 posted 写的顺序。',
  'step.cqe.error.title': 'HCA A 写入错误完成项',
  'step.cqe.error.s1':
    '收到 NAK 后，HCA A 写入一个错误 CQE（操作码 {opcode}，REQ_ERR），错误码（syndrome）为 {syndrome}，即远端访问错误；libmlx5 把它转换为 {status}。无论是否带完成通知，错误总会产生完成项。',
  'step.cqe.error.s2': 'A 的 QP 也转入 Error 状态：仍在其上排队的每个工作请求都以 IBV_WC_WR_FLUSH_ERR 完成。',
  'step.cqe.error.reality':
    'A 得知 B 拒绝了请求，但不知道是哪项检查失败：IBA 的 NAK 代码无法区分错误的 rkey、越界的范围和缺少的访问权限（都是 {accessNak}）。B 可能会看到一个异步的 QP 访问错误，以及它的错误计数器。',
  'step.poll.error.title': 'A 的 CPU 轮询并看到错误',
  'step.poll.error.s1': 'ibv_poll_cq 返回一个状态为 {status} 的工作完成项。应用程序必须复位并重新连接该 QP，才能再次发送。',
  'step.poll.s2Read':
    '它读取 CQE（操作码 REQ、发送操作码 RDMA_READ、字节数），并推进消费者索引。直到此时，应用程序才可以使用其缓冲区中的字节。',
  'step.cqeB.title': 'HCA B 在 B 上写入完成项',
  'step.cqeB.s1Send': 'SEND 的最后一个报文放置完毕后，HCA B 把一个 64\u00a0B 的 CQE 写入 B 的 CQ：操作码 RESP_SEND 和字节数。',
  'step.cqeB.s1Imm': '最后一个报文放置完毕后，HCA B 把一个 64\u00a0B 的 CQE 写入 B 的 CQ：操作码 RESP_WR_IMM、字节数和 32\u00a0位立即数。',
  'step.cqeB.s2': '它在 B 的 PCIe 链路上排在数据之后，因此看到该 CQE 的 B 的 CPU 也能看到数据。',
  'step.cqeB.reality': '这就是与普通 WRITE 的区别：B 的软件会得到通知，代价是 B 上的一个接收 WQE 和一次 CQE 写入。',
  'step.cqeB.flush.title': 'B 已提交的接收被冲刷（flush）',
  'step.cqeB.flush.s1':
    'B 的 QP 已转入 Error 状态，而 B 提交的接收 WQE 还没有被任何报文取用：HCA B 为它写入一个错误完成项，操作码 {opcode}（RESP_ERR），错误码（syndrome）{syndrome}，表示已冲刷。IBA 的冲刷规则和 soft-RoCE 都是这样做的。',
  'step.cqeB.error.title': 'B 的接收 WQE 以错误完成',
  'step.cqeB.error.s1':
    '被拒绝的报文已经取用了 B 的接收 WQE，因此 HCA B 以错误而不是冲刷来完成这个 WQE。在本模型中，这个 CQE 使用操作码 {opcode}（RESP_ERR）和错误码（syndrome）{syndrome}，libmlx5 将其报告为 {status}：verbs 文档把这个状态用于响应端在处理带立即数的 WRITE 时本地缓冲区发生的保护错误。ConnectX HCA 在这里实际写什么并未公开；soft-RoCE 报告的是 IBV_WC_REM_ACCESS_ERR。',
  'step.pollB.title': 'B 的 CPU 轮询并得到通知',
  'step.pollB.s1Send': 'B 的 CPU 轮询其 CQ，看到一个完成项：IBV_WC_RECV，带有字节数。数据就在其接收 WQE 指明的缓冲区中。',
  'step.pollB.s1Imm': 'B 的 CPU 轮询其 CQ，看到 IBV_WC_RECV_RDMA_WITH_IMM 及其立即数：它现在知道这次写已经落地。',
  'step.pollB.s2': '这是“完成”的三个时间点中的第三个：B 的 CPU 得知这次传输，晚于字节放置。',
  'step.pollB.flush.title': 'B 的 CPU 看到冲刷',
  'step.pollB.flush.s1': 'B 上的 ibv_poll_cq 返回 IBV_WC_WR_FLUSH_ERR：B 得知它的连接断了，但不知道 A 试图写入什么。',
  'step.pollB.error.title': 'B 的 CPU 看到错误',
  'step.pollB.error.s1':
    'B 上的 ibv_poll_cq 为它的接收返回 {status}（这是 libmlx5 为本模型中这个 CQE 给出的状态；soft-RoCE 返回 IBV_WC_REM_ACCESS_ERR）。B 既得不到数据，也得不到立即数，只知道它提交的接收以错误结束：错误完成项中有效的字段是 wr_id、status、qp_num 和 vendor_err，不包括操作码。',
  'step.caption.regMr': 'ibv_reg_mr：锁定内存页，填写 MTT',
  'step.aside.done.title': '完成项意味着什么，不意味着什么',
  'step.aside.done.accepted':
    'ACK 以及它在 A 上触发的 CQE，表示 HCA B 已接受数据：并不表示 B 的应用程序已经能看到它，也不表示数据已经持久化。',
  'step.aside.done.told':
    'B 的软件只有在轮询这块内存，或者 A 使用带立即数的 RDMA WRITE（在 B 上产生一个完成项）或随后发送一条消息时，才会得知这次写。',
  'step.aside.done.order':
    '轮询最后一个字节（如 ib_write_lat 所做）依赖于数据被放置的顺序。对于多报文的写，或启用了 PCIe relaxed ordering 时，最后一个字节可能先于前面的字节落地；ibv_query_qp_data_in_order() 可告知用户态驱动（provider）是否保证该顺序。',
  'step.aside.done.durable': '要保证持久性还需要更多：一次 RDMA FLUSH（InfiniBand 1.5），或经典做法，即写之后再做一次 RDMA READ。',
  'step.caption.createQp': '创建 CQ 和 QP',
  'step.caption.connect': '连接 QP：INIT、RTR、RTS',
  'step.caption.exchange': 'VA {va}，rkey {rkey}',
  'step.caption.exchangeSend': 'LID、QPN {qpn}、PSN',
  'step.caption.misconceptionMap': 'CPU → BAR0 → B 的内存？',
};
