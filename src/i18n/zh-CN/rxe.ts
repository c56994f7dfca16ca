import type { RXE } from '../en/rxe';
import type { Entry } from '../msg';

export const ZH_RXE: { readonly [K in keyof typeof RXE]: Entry } = {
  'artifact.rxe.producer': '主机 {host} 的生产者索引：{index}，位于 struct rxe_queue_buf 中偏移 {offset} 处',
  'artifact.rxe.wqe': 'struct rxe_send_wqe：{bytes}\u00a0B（{header}\u00a0B 的固定部分，之后是分散表项或内联数据）',
  'artifact.rxe.syscall': '对 uverbs 文件的 write()：一条 {bytes}\u00a0B 的 post-send 命令',
  'artifact.rxe.recvWqe': 'struct rxe_recv_wqe：{bytes}\u00a0B',
  'artifact.rxe.copy': { one: '主机 {host} 的 CPU 做的一次载荷拷贝', other: '主机 {host} 的 CPU 做的 {n} 次载荷拷贝' },
  'artifact.rxe.copyOne': '第 {packet} 个报文的载荷，{bytes}\u00a0B，由主机 {host} 的 CPU 复制',
  'artifact.rxe.cqe': '主机 {host} 的 CQ 环中的 struct ib_uverbs_wc：{bytes}\u00a0B',
  'field.rxe.copiedPayload': '第 {packet} 个报文载荷中的 {bytes}\u00a0B，用 memcpy 复制',
  'ui.machines.introHca':
    '同一次 {bytes} 的传输，分别在这块 ConnectX 卡和 soft-RoCE（Linux rxe，跑在普通以太网网卡上）上，按主机列出；每个数字都取自两条 trace（模拟执行记录）。',
  'ui.machines.introRxe':
    '同一次 {bytes} 的传输，分别在 soft-RoCE（本场景）和 ConnectX 卡上，按主机列出；每个数字都取自两条 trace（模拟执行记录）。',
  'ui.machines.col.hcaA': 'ConnectX · 主机 A',
  'ui.machines.col.hcaB': 'ConnectX · 主机 B',
  'ui.machines.col.rxeA': 'soft-RoCE · 主机 A',
  'ui.machines.col.rxeB': 'soft-RoCE · 主机 B',
  'ui.machines.col.phase': '阶段',
  'ui.machines.col.what': '统计项',
  'ui.machines.col.hca': 'ConnectX',
  'ui.machines.col.rxe': 'soft-RoCE',
  'ui.machines.row.syscalls': '系统调用',
  'ui.machines.row.barStores': '进程向设备 BAR 的存储指令',
  'ui.machines.row.copies': 'CPU 复制的字节',
  'ui.machines.row.bus': '穿过内存总线的字节',
  'ui.machines.row.latency': '直到 A 的 CPU 看到完成项',
  'ui.machines.count': '{n}',
  'ui.machines.times': '×{n}',
  'ui.machines.bytesTimes': '{bytes}（相当于消息大小的 {times}）',
  'ui.machines.latency': '{us}\u00a0µs（模型）',
  'ui.machines.notCalibrated': '未校准：没有找到注明实验环境的 soft-RoCE 公开数据',
  'ui.machines.whoCaption': '每个阶段由谁完成',
  'ui.machines.footnote':
    'CPU 的一次复制在内存总线上计两次：一次读、一次写；其中一部分可能由缓存满足。soft-RoCE 的数字是下限：网卡驱动交给 rxe 的 skb 若是分页的，skb_linearize 会在 B 上再复制一次载荷；两端计算 ICRC 时都要把每个字节读一遍。网卡驱动在内核中写门铃的存储指令不计入进程一栏。soft-RoCE 各步骤的时间沿用卡的模型，并非实测。',
  'rxe.copyA.s2Retry': '这次由 rxe_wq 内核工作线程完成复制：是完成器或 RNR 定时器调度了请求端（rxe_sched_task），与系统调用无关。',
  'rxe.check.duplicateRead': '重复的 READ：duplicate_request 找到保存的响应端资源，由 read_reply 重新读取 B 的内存并再次发送数据。',
  'rxe.recvWqe.s1Imm':
    'check_resource 就地取用接收 WQE，它就在进程 B 写过的环中：这是 B 的 CPU 的一次加载，没有 DMA。它的缓冲区不会被使用：数据写到 RETH 给出的地址；这个 WQE 只为 B 的完成项提供 wr_id。',
  'rxe.recvWqe.s1ImmRefused':
    '在上一步的检查中，check_resource 已经就地取用了接收 WQE，它就在进程 B 写过的环中（B 的 CPU 的一次加载，没有 DMA）；之后 check_rkey 才拒绝这个报文：没有任何数据落地，这个 WQE 的 wr_id 写进 B 的错误完成项（IBV_WC_REM_ACCESS_ERR）。',
  'rxe.land.contextA':
    '它在 A 的 NET_RX 软中断中、在接收该帧的 CPU 上运行；如果已有报文在排队，则在 rxe_wq 工作线程中运行（rxe_comp_queue_pkt）。',
  'rxe.segment.perPacket':
    'rxe 逐个报文进行：init_req_packet 分配 skb（rxe_init_packet）并写入传输层报头，finish_packet 加上 UDP 和 IP 报头（rxe_prepare）并复制载荷，rxe_xmit_packet 计算 ICRC 并发送。',
  'rxe.exchange.reality':
    '没有任何东西把 B 的内存映射进 A 的地址空间。远端地址只是数据：它随 WQE 和报文传送，到达时由 B 的内核（rxe）检查。',
  'rxe.connect.reality': '建立连接是在内核内存中填写每个 QP 的状态（rxe_modify_qp）：没有卡，也没有固件参与；至此还没有任何报文发出。',
  'rxe.cable.s2': '中间没有交换机，网卡 A 计算的 FCS 就是网卡 B 检查的那个。',
  'rxe.switch.s2':
    '每条链路检查自己的以太网 FCS。ICRC 把传输途中可能改变的字段（IPv4 的 TOS、TTL 和报头校验和，或 IPv6 的流量类别、流标签和跳数限制；UDP 校验和；BTH 第 4 字节）按全 1 计入，所以它从主机 {from} 的内核原封不动地到达主机 {to} 的内核。',
  'rxe.fabric.lost': '{what}（PSN {psn}）在这段链路上丢失：它没有任何部分到达主机 {to}，也没有人通知主机 {from}。',
  'rxe.nak.s1Rnr':
    '响应端发送一个 AETH 应答码（syndrome）为 {syndrome} 的 ACKNOWLEDGE，也就是 RNR NAK，它像普通帧一样经 B 的网卡发出；A 的完成器在 NET_RX 软中断或 rxe_wq 工作线程中读取它。',
  'rxe.regMr.titleA': 'A 向 soft-RoCE 注册自己的缓冲区（ibv_reg_mr）',
  'rxe.regMr.titleB': 'B 向 soft-RoCE 注册自己的缓冲区（ibv_reg_mr）',
  'rxe.regMr.s1': {
    one: 'ibv_reg_mr 是一次系统调用：内核锁定缓冲区的 {n} 个页（ib_umem_get），rxe 把它们记入新的 MR（页列表，xarray），并给出 lkey 和 rkey。',
    other:
      'ibv_reg_mr 是一次系统调用：内核锁定缓冲区的 {n} 个页（ib_umem_get），rxe 把它们记入新的 MR（页列表，xarray），并给出 lkey 和 rkey。',
  },
  'rxe.regMr.s2': '没有哪块卡会收到地址转换表：报文到达时，由 rxe 自己的代码在主机的 CPU 上从这张列表里找到这些页。',
  'rxe.createQp.title': '两个进程创建各自的队列：内核内存中的环，映射进进程',
  'rxe.createQp.s1':
    'rxe 把每个发送队列、接收队列和完成队列都分配为普通内存（rxe_queue_init 中的 vmalloc_user）；librxe 再通过 uverbs 文件上的 mmap 把每个环映射进进程。',
  'rxe.createQp.s2':
    '进程和内核共用每个环：进程用普通的加载和存储指令写发送 WQE 和接收 WQE、读 CQE。没有映射任何设备的页：根本没有门铃寄存器。',
  'rxe.wqe.title': 'A 的 CPU 把工作请求写入发送队列环',
  'rxe.wqe.s1':
    'librxe 的 post_one_send 在下一个空闲槽位中填写一个 {bytes}\u00a0字节的 struct rxe_send_wqe：操作码、远端地址和 rkey、长度，以及作为一个分散表项（带 lkey）的本地缓冲区。',
  'rxe.wqe.s1Send':
    'librxe 的 post_one_send 在下一个空闲槽位中填写一个 {bytes}\u00a0字节的 struct rxe_send_wqe：操作码、长度，以及作为一个分散表项（带 lkey）的本地缓冲区。',
  'rxe.wqe.s1Inline':
    'librxe 的 post_one_send 在下一个空闲槽位中填写一个 {bytes}\u00a0字节的 struct rxe_send_wqe，并把 {payload} 的载荷拷贝进 WQE 本身（IBV_SEND_INLINE）：主机 A 的 CPU 在这里复制了它。',
  'rxe.wqe.s2': '这个环是映射进进程的内核内存：这些都是普通的存储指令，写入内存。布局是 rxe 自己的（rdma_user_rxe.h），librxe 和内核共用。',
  'rxe.producer.title': 'A 的 CPU 发布这个 WQE：环的生产者索引前移',
  'rxe.producer.s1':
    'advance_producer 以 release 顺序把新的生产者索引 {index} 存到环报头偏移 128 处：WQE 的字节先于覆盖它们的索引变得可见。',
  'rxe.producer.s2': '内核通过这个索引找到 WQE，但此时还没有任何东西让它去看。',
  'rxe.syscall.title': 'A 的进程做一次系统调用：对 uverbs 文件 write()',
  'rxe.syscall.s1':
    'librxe 的 post_send_db 向 uverbs 文件写入一条 32\u00a0字节的命令：IB_USER_VERBS_CMD_POST_SEND，其中不含任何工作请求。这次系统调用就是门铃。',
  'rxe.syscall.s2': '这是主机 A 在整个传输中唯一的系统调用：每次 ibv_post_send 一次。用 mlx5 时，进程改为直接写入卡的 BAR，从不进入内核。',
  'rxe.syscall.reality': '没有 RDMA BAR 可写：rxe 没有设备寄存器。以太网网卡的 BAR 属于它的驱动，只有内核会写它。',
  'rxe.requester.title': '在 A 的内核中，请求端就在这次系统调用里运行',
  'rxe.requester.s1':
    'ib_uverbs_post_send 调用 rxe_post_send，后者在调用线程中立即运行请求端（rxe_run_task）：协议处理占用的是进程自己的 CPU 时间。',
  'rxe.requester.s2': 'rxe_requester 从共享的环中读出 WQE（对生产者索引做 acquire 加载），并确定每个报文的操作码和 PSN。',
  'rxe.copyA.title': 'A 的 CPU 把载荷拷贝进套接字缓冲区（skb）',
  'rxe.copyA.titleRetry': 'A 的 CPU 为重传的报文再次复制载荷',
  'rxe.copyA.s1':
    '对每个报文，finish_packet 把它的载荷（共 {bytes}）从已注册的缓冲区复制进该报文的 skb（copy_data、rxe_mr_copy）：它查找 lkey，映射每个已锁定的页，再调用 memcpy。',
  'rxe.copyA.s1Inline': '对每个报文，finish_packet 用 memcpy 把它的载荷（共 {bytes}）从 WQE 的内联数据复制进该报文的 skb。',
  'rxe.copyA.s2': '主机 A 的 CPU 在系统调用之内完成这次复制。硬件 HCA 则通过 DMA 读取缓冲区：载荷不经过任何 CPU。',
  'rxe.segment.title': 'A 的内核构造 RoCEv2 报文，并用软件计算 ICRC',
  'rxe.segment.titleResponses': 'B 的内核构造 READ 响应，并用软件计算它们的 ICRC',
  'rxe.segment.s1':
    'rxe_init_packet 分配一个 skb，为以太网、IP 和 UDP 报头留出空间；init_req_packet 写入 InfiniBand 传输层报头，rxe_prepare 写入 UDP 报头（校验和为 0）和 IP 报头。',
  'rxe.segment.s1Responses':
    'read_reply 为每个响应分配 skb 并写入它的传输层报头（prepare_ack_packet）；rxe_prepare 再加上 UDP 报头（校验和为 0）和 IP 报头。',
  'rxe.segment.s2':
    'rxe_icrc_generate 在主机的 CPU 上用内核的 crc32 计算 ICRC：先对报头计算（路由器可能改动的字段按全 1 计入），再对载荷计算。',
  'rxe.segment.wire':
    'rxe 的报文与 ConnectX 卡的不同之处：MigReq 为 0（rxe 从不置位），ECN 位为 00（Not-ECT），因为 rxe 照搬 QP 的流量类别，这里为 0。',
  'rxe.transmit.title': '以太网网卡发出帧：敲它门铃的是内核，不是进程',
  'rxe.transmit.titleResponses': 'B 的以太网网卡发出响应',
  'rxe.transmit.s1':
    'rxe_send 把每个 skb 交给 ip_local_out（IPv6 为 ip6_local_out）；邻居子系统写入以太网报头，网卡驱动在它的环中放入一个发送描述符。',
  'rxe.transmit.s2': '随后驱动敲响网卡的门铃：由内核向网卡的 BAR 写入。网卡通过 DMA 从主机内存读出帧并发送。',
  'rxe.transmit.reality': '与 HCA 相比，载荷多穿过主机内存两次：CPU 复制进 skb，然后网卡通过 DMA 把它读出。',
  'rxe.receive.title': 'B 的网卡把帧写入 B 内存中的套接字缓冲区',
  'rxe.receive.titleA': 'A 的网卡把帧写入 A 内存中的套接字缓冲区',
  'rxe.receive.s1':
    '网卡通过 DMA 把每一帧写入驱动预先提交的接收缓冲区，并发出中断。主机的 CPU 运行 NET_RX 软中断：先是 IP，再是 UDP 端口 4791，然后是 rxe_udp_encap_recv 和 rxe_rcv。',
  'rxe.receive.s2': '载荷现在在内核内存中，还不在已注册的缓冲区里：网卡对 rkey 和 MR 一无所知。',
  'rxe.check.title': 'B 的内核检查报文：先 rxe_rcv，再响应端',
  'rxe.check.s1':
    'rxe_rcv 先检查报头（QP、它的状态、地址、P_Key：hdr_check），然后才用软件检查 ICRC（rxe_icrc_check）。未通过的报文被丢弃，不作任何应答。',
  'rxe.check.s2':
    '随后响应端按以下顺序检查：PSN、操作码顺序、QP 访问权限、资源（SEND 或带立即数的 WRITE 需要接收 WQE，READ 需要 READ 资源）、长度，对 RDMA 操作还有 rkey。',
  'rxe.check.context':
    '如果没有报文在等它，响应端就在软中断中、在接收网卡中断的那个 CPU 上直接运行；否则（对 READ 请求则总是）在内核工作线程（rxe_wq）中运行。',
  'rxe.check.damaged': 'ICRC 不匹配：rxe_rcv 丢弃该报文，什么也不发送。只有 A 的重传定时器会发现。',
  'rxe.check.badFcs': '帧的 FCS 不匹配：B 的网卡在任何内核代码看到它之前就把它丢弃了。只有 A 的重传定时器会发现。',
  'rxe.check.refused':
    '检查“{check}”未通过（标有 ✗ 的那一行）：响应端回送 NAK，若已取用接收 WQE 则以错误完成，并把 B 的 QP 转入 Error 状态。',
  'rxe.check.duplicate': 'PSN 落后于 B 期望的 PSN：这是重复报文。响应端再次确认它，但不执行。',
  'rxe.check.outOfSequence':
    'PSN 超前于 B 期望的 PSN：它之前的某个报文丢了。响应端发送一次 PSN 序列错误 NAK，并丢弃后续报文，直到缺口被补上。',
  'rxe.check.noRecv': '没有等待中的接收 WQE：响应端回送 RNR NAK，什么也不执行。',
  'rxe.recvWqe.title': 'B 的内核从共享的环中取出接收 WQE',
  'rxe.recvWqe.s1':
    'check_resource 就地读取接收 WQE，它就在进程 B 写过的环中：这是 B 的 CPU 的一次加载，没有 DMA。它指明了消息要去的缓冲区。',
  'rxe.translate.title': 'B 的内核找到已注册的页',
  'rxe.translate.titleA': 'A 的内核找到自己已注册的页',
  'rxe.translate.s1':
    'MR 已按其密钥查到（lookup_mr 检查密钥、PD 和访问权限；mr_check_range 检查范围）；对每一页，rxe_mr_copy_xarray 在 MR 的页列表中找到它（xa_load）并映射它（kmap_local_page）。',
  'rxe.translate.s2': '没有 IOMMU，也没有哪块卡的表参与：内核使用的是它在注册时锁定的页。',
  'rxe.land.title': 'B 的 CPU 把载荷拷贝进已注册的缓冲区',
  'rxe.land.titleA': 'A 的 CPU 把响应的载荷拷贝进自己的缓冲区',
  'rxe.land.s1': {
    one: 'rxe_mr_copy 用 memcpy 把 {bytes} 从套接字缓冲区复制进 MR 的页：是主机 B 的 CPU 在写 B 的内存。',
    other: 'rxe_mr_copy 用 memcpy 把 {bytes} 从套接字缓冲区复制进 MR 的 {n} 个页：是主机 B 的 CPU 在写 B 的内存。',
  },
  'rxe.land.s1Send': {
    one: 'send_data_in 把 {bytes} 从套接字缓冲区复制进接收缓冲区的页（copy_data、rxe_mr_copy）：是主机 B 的 CPU 在写 B 的内存。',
    other: 'send_data_in 把 {bytes} 从套接字缓冲区复制进接收缓冲区的 {n} 个页（copy_data、rxe_mr_copy）：是主机 B 的 CPU 在写 B 的内存。',
  },
  'rxe.land.s1A': {
    one: '完成器的 do_read 把 {bytes} 从各响应的套接字缓冲区复制进 A 的缓冲区，共 {n} 个页（copy_data）：是主机 A 的 CPU 在写 A 的内存。',
    other: '完成器的 do_read 把 {bytes} 从各响应的套接字缓冲区复制进 A 的缓冲区，共 {n} 个页（copy_data）：是主机 A 的 CPU 在写 A 的内存。',
  },
  'rxe.land.context': '它在接收该帧的 CPU 上的 NET_RX 软中断中运行；如果已有报文在排队，则在 rxe_wq 工作线程中运行（rxe_resp_queue_pkt）。',
  'rxe.land.reality': '这正是 RDMA 硬件替远端主机省下的工作：在 soft-RoCE 上，B 的 CPU 要复制每一个字节，尽管进程 B 并不参与。',
  'rxe.land.empty': '消息为空：没有复制任何东西。',
  'rxe.readMemory.title': 'B 的 CPU 把所请求的字节从已注册的缓冲区中复制出来',
  'rxe.readMemory.s1':
    'read_reply 在 rxe_wq 工作线程中构造每个响应：prepare_ack_packet 分配它的 skb 并写报头，然后 rxe_mr_copy 从 MR 的页中复制它的载荷（共 {bytes}）：是主机 B 的 CPU 在读 B 的内存。',
  'rxe.ack.title': 'B 的内核发出确认，ACK 也以同样方式发送',
  'rxe.ack.s1':
    'send_ack 构造一个 AETH 应答码（syndrome）为 {syndrome} 的 ACKNOWLEDGE 报文：不带信用计数的 ACK（AETH_ACK_UNLIMITED），而本应用的 ConnectX 模型会计数 B 空闲的接收 WQE。它的 ICRC 用软件计算。',
  'rxe.ack.s2': 'B 的网卡把它发出；A 的网卡把它写入一个套接字缓冲区，rxe 在 A 的 NET_RX 软中断中把它交给完成器。',
  'rxe.ack.lost': 'ACK 在返回途中于某条链路上丢失：A 从未看到它，A 的重传定时器继续计时。',
  'rxe.nak.title': 'B 的内核回送 NAK',
  'rxe.nak.s1':
    '响应端发送一个 AETH 应答码（syndrome）为 {syndrome} 的 ACKNOWLEDGE，也就是 NAK，它像普通帧一样经 B 的网卡发出；A 的完成器在 NET_RX 软中断或 rxe_wq 工作线程中读取它。',
  'rxe.timeout.title': 'A 的内核定时器到期：什么都没有被确认',
  'rxe.timeout.s1':
    'rxe 的重传定时器（retransmit_timer：4.096\u00a0µs × 2^timeout，以 jiffies 计）唤醒完成器；完成器记一次重试，让请求端从第一个未确认的 PSN 起重传。',
  'rxe.rnr.title': 'A 的内核等待 RNR 定时器',
  'rxe.rnr.s1': '完成器按 NAK 指定的时间启动 rnr_nak_timer；定时器到期后，请求端重传消息（在 rxe_wq 工作线程中）。',
  'rxe.postRecv.title': 'B 的 CPU 把接收 WQE 提交到接收队列环',
  'rxe.postRecv.s1': 'librxe 把接收 WQE 写入共享的环，并把生产者索引前移：没有系统调用，也没有门铃。内核在有报文需要它时才看到它。',
  'rxe.respCheck.title': 'A 的内核接收各个响应',
  'rxe.respCheck.s1': 'A 的网卡把每个响应写入一个套接字缓冲区；rxe_rcv 检查它，完成器（check_ack）按 PSN 顺序接受这些响应。',
  'rxe.cqe.title': 'A 的内核把完成项写入 CQ 环',
  'rxe.cqe.titleB': 'B 的内核把 B 的完成项写入它的 CQ 环',
  'rxe.cqe.s1':
    'do_complete 填好一个 struct ib_uverbs_wc，rxe_cq_post 把它复制进完成队列环的下一个槽位（72\u00a0字节的 struct rxe_cqe，用户态读取其前 48\u00a0字节），再把环的生产者索引前移：这些都是主机 CPU 的存储指令，没有 DMA。',
  'rxe.cqe.status': '它的状态为 {status}。',
  'rxe.cqe.titleUnsignaled': 'A 的内核不写完成项，直接释放该 WQE 的槽位',
  'rxe.cqe.unsignaled': '这个 WQE 不带完成通知：do_complete 不写 CQE，只把发送队列的消费者索引前移，腾出这个槽位。',
  'rxe.poll.titleUnsignaled': 'A 的 CPU 没有完成项可轮询',
  'rxe.poll.unsignaled': '没有为这个 WQE 写 CQE：程序要从之后某个带完成通知的完成项得知它已完成。',
  'rxe.poll.title': 'A 的 CPU 轮询 CQ 环',
  'rxe.poll.titleB': 'B 的 CPU 轮询它的 CQ 环',
  'rxe.poll.s1':
    'rxe_poll_cq 用普通的加载指令把 CQE 从环中复制出来，并把消费者索引前移：没有系统调用。这个环是内核写过的内存，不是某个设备的。',
};
