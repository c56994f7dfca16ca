import type { CODE } from '../en/code';
import type { Entry } from '../msg';

/**
 * 代码视图与生成的程序（简体中文）：程序中的注释（`code.c.`）、库内部的路径（`code.lib.`）
 * 以及视图自身的文字（`code.ui.`）。C 标识符、标志和文件名原样保留；`code.c.` 的文字会成为 C 注释。
 */
export const ZH_CODE: { readonly [K in keyof typeof CODE]: Entry } = {
  // 文件开头的说明。
  'code.c.head.what':
    'trace（模拟执行记录）所显示的正是这个 verbs 程序的一次运行：主机 A 经 {transport} 向主机 B 提交一个 {bytes}\u00a0B 的 {op}；两端的代码都在这个文件中。',
  'code.c.head.build': '编译方法（在 Debian 上：apt install gcc libibverbs-dev）：',
  'code.c.head.run': '先在主机 B 上运行，再在主机 A 上运行：',
  'code.c.head.runOn': '    主机 {host}：{command}',
  'code.c.verbatim': '{text}',
  'code.c.mrPages': 'B 注册 {bytes}\u00a0B，从其缓冲区的起始处直到所在页的末尾，与 trace 中一样。',
  'code.c.head.networkFault':
    '本场景的故障（{fault}）由网络注入，而不是由本程序引起：这里没有任何一行代码导致它，没有该故障时程序也完全相同。',
  'code.c.head.values':
    'trace 中的数值是它自己的：A 上的 QPN 为 {qpnA}，B 上为 {qpnB}，B 的缓冲区位于 VA {va}，rkey 为 {rkey}。实际运行时会从设备和 posix_memalign 得到别的数值；程序像 trace 一样，通过套接字把它们发送给对方。',
  'code.c.mrShort': 'B 只注册了其缓冲区的前 {bytes}\u00a0B，而 A 将写入 {message}\u00a0B：末尾落在 MR 之外。',
  'code.c.pattern': {
    one: '消息的字节：这段 {n}\u00a0字节的填充内容，重复排列，与 trace 中一样。',
    other: '消息的字节：这段 {n}\u00a0字节的填充内容，重复排列，与 trace 中一样。',
  },
  'code.c.fail':
    'ibv_modify_qp、ibv_post_send、ibv_post_recv 和 ibv_query_port 直接返回错误号本身；返回指针的调用设置 errno；ibv_poll_cq 出错时返回负数。',
  'code.c.tcp': '带外通道：一个普通的 TCP 套接字，与 perftest 的做法相同。没有任何 RDMA 流量经过它。',
  'code.c.tell':
    '经套接字发送一个字节：两个程序靠它相互等待。WRITE 或 READ 不会通知 B 的程序任何事；只有 SEND 或带立即数的 WRITE 会留下一个供 B 轮询的 CQE。',
  'code.c.exchange.how': '每一端把自己的 QPN、起始 PSN、LID、GID、缓冲区地址和 rkey 作为一行文本发出，并读取对端的这些值。',
  'code.c.localInfo': '检查端口适合本程序之后，本端在网络上的地址：其端口的 LID（原生 InfiniBand）或 GID_INDEX 处的 GID（RoCEv2）。',

  // 两端共用的函数。
  'code.c.createQp':
    'ibv_create_qp：libmlx5 把发送队列环、接收队列环和门铃记录放在普通的主机内存中。在当前的 rdma-core 和内核上，它还给该 QP 分配一个 BlueFlame 寄存器（分为两半，轮流使用；门铃写入当前这一半的前 8\u00a0字节），位于 BAR0 中一个以写合并方式 mmap 到本进程的 UAR 页里；前几个 QP 之后，该寄存器与其他 QP 共用。设置 MLX5_SHUT_UP_BF=1 时，QP 改用该上下文唯一的一个不可缓存 UAR 页。max_inline_data = {inline}：请求的内联字节数（库可能给得更多）。',
  'code.c.init': 'RESET 到 INIT：端口、P_Key 索引，以及 qp_access_flags，即该 QP 将接受的远端操作。',
  'code.c.rtr':
    'INIT 到 RTR（准备接收）：对端的地址和 QPN、路径 MTU {mtu}（不得超过端口的 active_mtu）、期望收到的 PSN、max_dest_rd_atomic {rd}（同时服务的 READ 数），以及 min_rnr_timer {rnr}，一个编码（不是毫秒数），表示对端在收到 RNR NAK 后被告知要等待的时间。',
  'code.c.rtr.lid': '原生 InfiniBand：对端是子网上的一个 LID。',
  'code.c.rtr.gid': 'RoCEv2：对端是一个 GID（即其 IP 地址）；报文携带 GRH，GRH 会变成 IP 报头。',
  'code.c.rts':
    'RTR 到 RTS（准备发送）：本端发送的第一个 PSN、ACK 超时 {timeout}（4.096\u00a0µs × 2^timeout）、retry_cnt {retry}（ACK 超时或序列错误 NAK 之后的重试次数；按 IBA，7 就是 7 次，但 retry_cnt 为 7 时 soft-RoCE 从不递减，因而会无限重试）和 rnr_retry {rnrRetry}（RNR NAK 后的重试次数，7 表示无限次）。',
  'code.c.postRecv':
    'ibv_post_recv：libmlx5 把一个接收 WQE（B 的缓冲区、其 lkey 和长度）写入 B 内存中的接收队列，并更新门铃记录。没有系统调用，也没有 MMIO。',
  'code.c.poll':
    'ibv_poll_cq：libmlx5 读取 CQ 环中的下一个 CQE，它位于本主机的内存中，由 HCA 通过 DMA 写入。没有系统调用：CPU 在内存上自旋。',
  'code.c.pollQuiet':
    '不带完成通知（unsignaled）的工作请求成功时不产生 CQE，失败时产生：A 在请求端全部的重试预算内（retry_budget_ns）持续轮询，必须什么也找不到。',
  'code.c.pollA': 'trace 中 A 上的完成项：wc.status {status}，wc.opcode {opcode}。',
  'code.c.pollB': 'trace 中 B 上的完成项：wc.status {status}，wc.opcode {opcode}。',
  'code.c.pollAError': 'trace 中 A 上的完成项：wc.status {status}，是一个错误；此时 wc.opcode 没有定义。',
  'code.c.pollBError': 'trace 中 B 上的完成项：wc.status {status}，是一个错误；此时 wc.opcode 没有定义。',
  'code.c.expect':
    '打印一个完成项并与期望的比较：其状态、wr_id，成功时还有 opcode、byte_len 和立即数；任何一项不符都返回 1（打印一行不符之处）。出错时，verbs 只定义 wr_id、status、qp_num 和 vendor_err。',
  'code.c.cleanup': '清理：先按与创建相反的顺序释放 verbs 对象（QP、CQ、MR、PD），再释放缓冲区和套接字。',

  // 主机 A。
  'code.c.a.what': '主机 A：请求端。它提交工作请求，并轮询其完成项。',
  'code.c.a.regMr':
    'ibv_reg_mr 会发起一次系统调用：内核锁定缓冲区的内存页，HCA A 的 MTT 列出这些页，因此 HCA A 可以通过 DMA 读取该缓冲区（本地读不需要任何标志）。trace 中的缓冲区位于 VA {va}，lkey 为 {lkey}。',
  'code.c.a.regMrRead':
    'ibv_reg_mr 会发起一次系统调用：内核锁定缓冲区的内存页，HCA A 的 MTT 列出这些页。LOCAL_WRITE：READ 读回的字节将通过 DMA 写入其中。trace 中的缓冲区位于 VA {va}，lkey 为 {lkey}。',
  'code.c.createCq': '完成队列（CQ）：由 64\u00a0字节 CQE 组成的环，位于本主机的内存中，由 HCA 通过 DMA 写入。',
  'code.c.a.exchange':
    '带外：A 连接到 B 的套接字，双方交换各自的参数（trace 中为 QPN {qpn}、起始 PSN {psn}）；然后每个 QP 依次转到 INIT、RTR 和 RTS。',
  'code.c.a.waitReady': '等到 B 已连接，并且在需要接收的情况下已提交其接收。',
  'code.c.a.wr': '工作请求，位于 A 自己的内存中（栈上的一个结构体）：{opcode}，以及一个指明 A 的缓冲区的分散/收集表项。',
  'code.c.a.unsignaled': '不带完成通知（unsignaled）：没有 IBV_SEND_SIGNALED，且该 QP 的 sq_sig_all = 0，因此成功时不写入 CQE。',
  'code.c.a.inline': 'IBV_SEND_INLINE：libmlx5 把这 {bytes}\u00a0字节复制进 WQE 本身，因此 HCA A 从不通过 DMA 读取该缓冲区。',
  'code.c.a.remote': 'B 的缓冲区，即 B 发来的值：trace 中的 VA {va} 和 rkey {rkey}。远端地址只是数据：它随 WQE 和报文的 RETH 传递。',
  'code.c.a.imm': '立即数 {imm} 随最后一个报文传递，并以网络字节序落入 B 的 CQE。',
  'code.c.a.postBlueFlame':
    'ibv_post_send 是一个库调用，不是系统调用。libmlx5 把 WQE 写入 A 内存中的发送队列环，用一道屏障保证其顺序，更新门铃记录，然后经 BAR0 中的 BlueFlame 寄存器复制 WQE，每次 64\u00a0字节（mlx5_bf_copy）：这些存储指令就是那些 MOV。',
  'code.c.a.postDoorbell':
    'ibv_post_send 是一个库调用，不是系统调用。libmlx5 把 WQE 写入 A 内存中的发送队列环，用一道屏障保证其顺序，更新门铃记录，然后把 WQE 的前 8 个字节写入 BAR0 中的门铃寄存器：这一条存储指令就是那条 MOV。随后 HCA A 通过 DMA 读取 WQE。',
  'code.c.a.returned': 'ibv_post_send 已经返回：从这里起由 HCA 完成传输，下面的代码行都不参与其中。',
  'code.c.a.done': '告诉 B 传输已经结束，以便它查看自己的缓冲区并退出。',

  // 主机 B。
  'code.c.b.what': '主机 B：响应端。准备阶段之后，对于 WRITE 或 READ，它的 CPU 什么也不做：由 HCA B 检查并搬运这些字节。',
  'code.c.b.regMrWrite':
    'ibv_reg_mr 会发起一次系统调用：内核锁定这些页，HCA B 的 MTT 列出它们。REMOTE_WRITE（连同它所要求的 LOCAL_WRITE）允许持有 rkey 的对端写入这里；trace 中的 rkey 为 {rkey}。',
  'code.c.b.regMrRead':
    'ibv_reg_mr 会发起一次系统调用：内核锁定这些页，HCA B 的 MTT 列出它们。REMOTE_READ 允许持有 rkey 的对端读取这里（读取不需要 LOCAL_WRITE；trace 中的 MR 也带有它）。trace 中的 rkey 为 {rkey}。',
  'code.c.b.regMrSend':
    'ibv_reg_mr 会发起一次系统调用：内核锁定这些页，HCA B 的 MTT 列出它们。只有 LOCAL_WRITE：SEND 不需要任何远端访问权限，B 也从不把自己的 rkey 交给 A。',
  'code.c.b.regMrNoWrite':
    '故障就在这里：B 注册其缓冲区时只带了 LOCAL_WRITE，忘了 REMOTE_WRITE，因此 HCA B 将拒绝这次写。trace 中的 rkey 为 {rkey}。',
  'code.c.b.exchange': '带外：B 接受 A 的连接，并发送它的 QPN（trace 中为 {qpn}）、PSN、地址、缓冲区 VA 和 rkey。',
  'code.c.b.exchangeSend':
    '带外：B 接受 A 的连接，并发送它的 QPN（trace 中为 {qpn}）、PSN 和地址；没有 VA，也没有 rkey，因为 SEND 不指明 B 的任何内存。',
  'code.c.b.rereg':
    '故障就在这里：发送 rkey 之后，B 再次注册该缓冲区，然后才注销第一个 MR。新的 MR 有另一个密钥；A 手里的旧密钥已不再指向任何有效的 MR，HCA B 将拒绝它。',
  'code.c.b.late':
    'B 要等 A 说它已经提交之后才提交接收：A 的第一个报文很可能找不到接收 WQE 并得到一个 RNR NAK，A 在 RNR 定时器到期后重试。',
  'code.c.b.waitWrite': 'B 的 CPU 在这里等待，阻塞在套接字上：WRITE 通过 DMA 落入其缓冲区，无需它参与。',
  'code.c.b.waitRead': 'B 的 CPU 在这里等待，阻塞在套接字上：HCA B 通过 DMA 读取其缓冲区，无需它参与。',
  'code.c.b.waitDone': '同样等待 A 结束。',

  // main()。
  'code.c.main.doorbell':
    '门铃模式：设置 MLX5_SHUT_UP_BF=1 后，libmlx5 从不经 BlueFlame 复制 WQE，而是敲 8\u00a0字节的门铃。它在打开设备时读取该变量。',
  'code.c.main.blueflame':
    '对于单独提交、大于 16 字节且能放进 BlueFlame 缓冲区（通常 256 字节）的一个 WQE，BlueFlame 是 libmlx5 的默认做法：MLX5_POST_SEND_PREFER_BF 未设置时按 1 处理，MLX5_SHUT_UP_BF 未设置时按 0 处理，且内核须已确认本平台的写合并可用。它在打开设备时读取这两个变量。',

  // 库内部的路径：提交和轮询。
  'code.lib.ibvPostSend': 'verbs.h 中的一个内联函数：它通过设备上下文调用用户态驱动（provider）的 post_send。没有系统调用。',
  'code.lib.mlx5PostSend': 'libmlx5 获取发送队列的锁，并在 A 内存中的发送队列环里找到下一个空闲槽位（sq.cur_post）：WQE 就在那里逐段构建。',
  'code.lib.raddr': '远端地址段：工作请求中 B 的 VA 和 rkey，即它们将在 RETH 中传递的样子。',
  'code.lib.dataPtr': '数据段：A 的缓冲区的字节数、lkey 和地址，供 HCA A 通过 DMA 读取。',
  'code.lib.inline': '内联段：载荷本身，复制进 WQE（其字节数带有 MLX5_INLINE_SEG）。',
  'code.lib.ctrl':
    '控制段，在 _mlx5_post_send 本身中填写：mlx5 操作码（取自 mlx5_ib_opcode[]）、WQE 索引、QPN 和以 16\u00a0字节为单位的大小；请求带完成通知（signaled）时，在 fm_ce_se 中设置 CQ_UPDATE。',
  'code.lib.barrier': '一道屏障：在门铃记录和门铃宣告 WQE 已就位之前，写 WQE 的存储指令必须在内存中可见。',
  'code.lib.dbr': '门铃记录：新的生产者计数器（cur_post & {mask}），大端序，位于 A 的内存中，HCA A 可以在那里读取它。',
  'code.lib.wcStart': '对 BAR 的写合并存储指令之前的一道屏障（寄存器共享时则是 BlueFlame 锁）。',
  'code.lib.bfCopy':
    'BlueFlame：整个 WQE 经 BAR0 中的 BlueFlame 寄存器复制，以 64\u00a0字节块按递增顺序进行。这些是 CPU 写入网卡的存储指令；HCA A 不必通过 DMA 读取 WQE。',
  'code.lib.doorbell':
    '门铃：一条 8\u00a0字节的存储指令，把控制段的前 8 个字节写入 BAR0 中的寄存器。这条存储指令是 CPU 对网卡唯一的写入；随后 HCA A 通过 DMA 读取 WQE。',
  'code.lib.flush': '立即冲刷写合并缓冲区，然后切换到寄存器的另一半，供下一次提交使用。',
  'code.lib.pollCq':
    'ibv_poll_cq 调用用户态驱动的 poll_cq（当前网卡报告的 CQE 版本下为 mlx5_poll_cq_v1，版本 0 下为 mlx5_poll_cq）：它获取 CQ 的锁，每次轮询一个 CQE。没有系统调用。',
  'code.lib.owner': '当环中下一个 CQE 的操作码有效、且其 owner 位与本次绕环的圈次相符时，它就归软件所有：它是 HCA A 通过 DMA 写入的。',
  'code.lib.fromDevice': '一道屏障：读取 owner 位之后，才读取 CQE 的其余部分。',
  'code.lib.parseGood':
    '请求端 CQE：由 CQE 中的 WQE 计数器找到工作请求的 wr_id，wc.status 为 IBV_WC_SUCCESS，wc.opcode 由 HCA 复制进 CQE 的 WQE 操作码得出。',
  'code.lib.parseError':
    '错误 CQE：错误码（syndrome）变为 wc.status（这里是远端访问错误），厂商错误码（vendor syndrome）放在 wc.vendor_err 中。',
  'code.lib.consIndex': '消费者索引写入 A 内存中的 CQ 门铃记录，这样 HCA A 就知道该槽位又空闲了。',
  'code.lib.pollEmpty': '不带完成通知（unsignaled）且成功：HCA A 不写 CQE，因此每次轮询都发现下一个槽位仍归硬件所有，并返回 0。',

  // 代码视图。
  'code.ui.tab': '代码',
  'code.ui.label': '应用程序的代码，逐行展示',
  'code.ui.hostA': '主机 A',
  'code.ui.hostB': '主机 B',
  'code.ui.hostsLabel': '谁的程序',
  'code.ui.download': '下载程序：{file}',
  'code.ui.runs': '这一行引发本步骤。',
  'code.ui.runsHere': '{host}：第 {line} 行引发本步骤。',
  'code.ui.libButton': 'libmlx5 内部',
  'code.ui.helpers': '两端都调用的辅助函数',
  'code.ui.hardware': '本步骤中没有任何一行代码在运行：由硬件完成。',
  'code.ui.waitPoll': '{host} 的 CPU：在 ibv_poll_cq 中自旋（第 {line} 行），只读取自己的内存，不参与本步骤。',
  'code.ui.waitDone': '{host} 的 CPU：在 TCP 套接字的 read() 中休眠，等待 A 的最后一个字节（第 {line} 行）；RDMA 流量从不唤醒它。',
  'code.ui.waitPosted': '{host} 的 CPU：在 TCP 套接字的 read() 中休眠，等待 A 的信号（第 {line} 行）。',
  'code.ui.otherRuns': '{host}：第 {line} 行也引发本步骤。',
  'code.ui.idle': '{host}：它的程序不参与本步骤。',
  'code.ui.causes': { one: '步骤 {steps}', other: '步骤 {steps}' },
  'code.ui.goStep': '转到第 {n} 步',
  'code.ui.libTitle': 'libmlx5 内部：提交和轮询做了什么',
  'code.ui.libPost': 'ibv_post_send',
  'code.ui.libPoll': 'ibv_poll_cq',
  'code.ui.libNote':
    '这是本项目自己对每个函数的说明，并附有指向 rdma-core {version}（Debian 12 所带的版本）的链接。WQE 格式、环索引、门铃记录、屏障的顺序和 BlueFlame 的切换，是 libmlx5 与这一网卡系列之间的约定；其他厂商的做法不同。',
  'code.ui.libBytes': '{what}，{bytes}',
  'code.ui.movTitle': '我能用一条普通的 MOV 写这个映射的页吗？',
  'code.ui.mov1':
    '可以：在 x86-64 上，libmlx5 做的正是这件事。BlueFlame 复制和门铃都是写入该 QP 的 UAR 页的普通 8\u00a0字节 MOV 存储指令（该页以写合并方式从 BAR0 mmap 而来；设置 MLX5_SHUT_UP_BF=1 时则是那个以不可缓存方式映射的页），最后以一道存储屏障收尾，没有系统调用。verbs 不给出这个地址，mlx5dv_init_obj 才给（qp.bf.reg）。并非所有 CPU 都如此：在 s390x 上，机器支持时，rdma-core 使用 CPU 的 PCI 存储指令写入；不支持时，每次 MMIO 写入都是一次系统调用（BlueFlame 复制的每个 64\u00a0B 块各一次）。',
  'code.ui.mov2':
    '但这些存储指令只有作为一份约定的最后一步才有意义：发送队列环中一个符合该网卡格式的 WQE、环索引、门铃记录、按正确顺序执行的屏障，以及要使用的那一半 BlueFlame 寄存器。ibv_post_send 为它所驱动的网卡遵守这份约定，因此应用程序调用它（或者调用 mlx5dv，在这一网卡系列上手工做同样的事）。',
  'code.c.head.needsIb':
    '它需要两台带 ConnectX（mlx5）InfiniBand HCA 的主机，位于同一个运行着子网管理器的子网上（每个端口需要一个 LID）。注释描述的是这些网卡的用户态驱动 libmlx5。',
  'code.c.head.needsRoce':
    '它需要两台带支持 RoCE 的 ConnectX（mlx5）网卡的主机，或者两台 Linux 主机上的 soft-RoCE（见下文）。GID_INDEX 可以不给：程序会找出端口 1 上与场景 IP 地址族相符的 RoCE v2 GID；给出的 GID 类型或地址族不符时，程序用一行话说明后拒绝运行（ibv_devinfo -v 会列出各个 GID 及其类型）。注释描述的是 libmlx5：在 soft-RoCE 上，用户态驱动是 librxe，它的 ibv_post_send 最后会发起一次 write() 系统调用，通知内核驱动；期望的完成项随程序找到的用户态驱动而定。',
  'code.c.head.fault': '本场景的故障（{fault}）由这个程序造成：造成故障的代码行旁有注释说明。',
  'code.c.head.valuesSend':
    'trace 中的数值是它自己的：A 上的 QPN 为 {qpnA}，B 上为 {qpnB}。实际运行时会从设备得到别的数值；程序像 trace 一样，通过套接字把它们发送给对方。SEND 不指明 B 的任何内存：B 不发送 VA，也不发送 rkey。',
  'code.c.b.whatRecv': '主机 B：响应端。准备阶段之后，它的 CPU 只提交接收请求并轮询自己的 CQ：由 HCA B 检查并搬运字节。',
  'code.lib.wcStartNc': '写入 UAR 页之前的一道屏障；设置 MLX5_SHUT_UP_BF=1 时该页以不可缓存方式映射，没有任何写合并。',
  'code.lib.flushNc': '门铃之后的一道存储屏障。不可缓存的页没有两半（bf->buf_size 为 0），偏移量的切换什么也不改变。',
  // soft-RoCE（预设 rxe）：同一个程序，注释改为描述 librxe 和内核的 rxe 驱动。
  'code.c.head.needsRxe':
    '它需要两台启用了 soft-RoCE 的 Linux 主机（命令见下文；librxe 随 rdma-core 提供）。rxe 只支持 RoCEv2：GID_INDEX 可以不给，程序会找出存放该端口 {ip} 地址的 RoCEv2 GID（对 IPv6，取全局地址，而不是索引 0 上的链路本地 fe80:: GID）。ibv_devinfo -v 会列出它们。注释描述的是 librxe 和内核的 rxe 驱动；同一个程序不加修改也能在 ConnectX（mlx5）网卡上运行，并在那里期望网卡的完成项。',
  'code.c.createQpRxe':
    'ibv_create_qp 会发起几次系统调用（创建命令，再为每个环做一次 mmap）：rxe 把发送环和接收环分配为普通的内核内存（vmalloc_user），librxe 再通过 uverbs 文件上的 mmap 把每个环映射进本进程。没有映射任何设备的页：没有门铃寄存器，也没有 BlueFlame，不论 MLX5_SHUT_UP_BF 怎样设置。max_inline_data = {inline}：请求的内联字节数（QP 允许的每个分散表项，rxe 至少给 {sge}\u00a0字节）。',
  'code.c.createCqRxe':
    '完成队列（CQ）：内核内存中的一个环，由 librxe 映射进本进程，每个 CQE 占一个 {slot}\u00a0字节的槽位，进程读取其中前 {wc}\u00a0字节（struct ib_uverbs_wc）。CQE 由内核的 rxe 驱动用 CPU 写入，而不是通过 DMA。',
  'code.c.postRecvRxe':
    'ibv_post_recv：librxe 把一个接收 WQE（B 的缓冲区、其 lkey 和长度）写入接收环的下一个槽位（映射进 B 的进程的内核内存），并以 release 顺序把环的生产者索引前移。没有系统调用，也没有门铃：B 的内核在有报文需要时才读取这个 WQE。',
  'code.c.pollRxe':
    'ibv_poll_cq：librxe 把 CQ 环的生产者索引（由内核前移）与自己的消费者索引相比较；有 CQE 时，用普通的加载指令把它复制出来，并把消费者索引前移。没有系统调用：CPU 在内核的 rxe 驱动所写的内存上自旋。',
  'code.c.pollAErrorRxe':
    'trace 中 A 上的完成项：wc.status {status}，是一个错误；此时 wc.opcode 没有定义。它由 rxe 的完成器根据 B 的 NAK 设置（check_ack），即使请求不带完成通知也会写入，并把 A 的 QP 转入 Error 状态。',
  'code.c.pollBErrorRxe':
    'trace 中 B 上的完成项：wc.status {status}，是一个错误；此时 wc.opcode 没有定义。在 soft-RoCE 上，B 自己的内核以其 NAK 向 A 报告的同一个远端访问错误，完成被拒绝的请求所取用的接收 WQE（do_class_ac_error），然后把 B 的 QP 转入 Error 状态。',
  'code.c.pollBFlushRxe':
    'trace 中 B 上的完成项：wc.status {status}。在任何报文取用这个接收 WQE 之前，B 的 QP 已转入 Error 状态，因此 rxe 冲刷了它；此时 wc.opcode 没有定义。',
  'code.c.a.regMrRxe':
    'ibv_reg_mr 会发起一次系统调用：内核锁定缓冲区的内存页，rxe 把它们记入新的 MR，这样 A 的内核才能从中复制出载荷（本地读不需要任何标志）。trace 中的缓冲区位于 VA {va}，lkey 为 {lkey}。',
  'code.c.a.regMrReadRxe':
    'ibv_reg_mr 会发起一次系统调用：内核锁定缓冲区的内存页，rxe 把它们记入新的 MR。LOCAL_WRITE：A 的内核将把 READ 读回的字节复制进去。trace 中的缓冲区位于 VA {va}，lkey 为 {lkey}。',
  'code.c.a.inlineRxe':
    'IBV_SEND_INLINE：librxe 把这 {bytes}\u00a0字节复制进发送环中的 WQE 本身，A 的内核再从那里把它们复制进报文；它从不读取该缓冲区。',
  'code.c.a.postRxe':
    'ibv_post_send：librxe 把 WQE 写入发送队列环（映射进 A 的进程的内核内存），并以 release 顺序把环的生产者索引前移：没有 BlueFlame，也没有 MMIO。然后它发起一次系统调用，在 uverbs 文件上 write() 一条 {bytes}\u00a0字节的命令（post_send_db）：这次系统调用就是门铃。在这次调用之内，A 的内核立即运行 rxe 的请求端，构造报文并把它们交给 IP 协议栈。',
  'code.c.a.returnedRxe':
    'ibv_post_send 已经返回，此前它的 write() 运行了 A 内核中的请求端，后者发出了 rxe 的流控所允许的报文（其余的由内核工作线程发出）。从这里起由两端的内核在主机的 CPU 上完成传输，下面的代码行都不参与其中。',
  'code.c.b.whatRxe':
    '主机 B：响应端。准备阶段之后，对于 WRITE 或 READ，它的程序什么也不做：由 B 的内核检查报文并复制字节，用的是 B 的 CPU，但无需程序参与。',
  'code.c.b.whatRecvRxe':
    '主机 B：响应端。准备阶段之后，它的程序只提交接收请求并轮询自己的 CQ：由 B 的内核在 B 的 CPU 上检查报文并复制字节。',
  'code.c.b.regMrWriteRxe':
    'ibv_reg_mr 会发起一次系统调用：内核锁定这些页，rxe 把它们记入新的 MR。REMOTE_WRITE（连同它所要求的 LOCAL_WRITE）允许持有 rkey 的对端写入这里；trace 中的 rkey 为 {rkey}。',
  'code.c.b.regMrReadRxe':
    'ibv_reg_mr 会发起一次系统调用：内核锁定这些页，rxe 把它们记入新的 MR。REMOTE_READ 允许持有 rkey 的对端读取这里（读取不需要 LOCAL_WRITE；trace 中的 MR 也带有它）。trace 中的 rkey 为 {rkey}。',
  'code.c.b.regMrSendRxe':
    'ibv_reg_mr 会发起一次系统调用：内核锁定这些页，rxe 把它们记入新的 MR。只有 LOCAL_WRITE：SEND 不需要任何远端访问权限，B 也从不把自己的 rkey 交给 A。',
  'code.c.b.regMrNoWriteRxe':
    '故障就在这里：B 注册其缓冲区时只带了 LOCAL_WRITE，忘了 REMOTE_WRITE，因此 B 的内核将拒绝这次写：它的 rkey 检查找到的 MR 没有远端写权限。trace 中的 rkey 为 {rkey}。',
  'code.c.b.reregRxe':
    '故障就在这里：发送 rkey 之后，B 再次注册该缓冲区，然后才注销第一个 MR。新的 MR 有另一个密钥；A 手里的旧密钥已不再指向任何有效的 MR，B 的内核将拒绝它。',
  'code.c.b.waitWriteRxe':
    'B 的程序在这里等待，阻塞在套接字上。B 的内核检查这次 WRITE，通过后把它的字节复制进缓冲区，无需程序参与，但离不开 B 的 CPU。',
  'code.c.b.waitReadRxe':
    'B 的程序在这里等待，阻塞在套接字上。B 的内核检查这次 READ，通过后把字节从缓冲区复制进各个响应，无需程序参与，但离不开 B 的 CPU。',
  'code.c.main.doorbellRxe':
    'MLX5_SHUT_UP_BF=1 在 libmlx5 中关闭 BlueFlame，针对的是 ConnectX 网卡。librxe 从不读取它：在 soft-RoCE 上，每次提交都走同一条路径，先把 WQE 写入环，再做一次 write()。',
  'code.c.main.rxe':
    'BlueFlame 属于 libmlx5，针对的是 ConnectX 网卡：librxe 没有 BlueFlame，也从不读取 MLX5_SHUT_UP_BF 或 MLX5_POST_SEND_PREFER_BF。在 soft-RoCE 上，内联提交与其他提交走同一条路径：先把带数据的 WQE 写入环，再做一次 write()。',
  'code.lib.rxe.ibvPostSend': 'verbs.h 中的一个内联函数：它通过设备上下文调用用户态驱动（provider）的 post_send，这里是 librxe 的。',
  'code.lib.rxe.postSend':
    'librxe 获取发送队列的自旋锁，用 post_one_send 把每个工作请求提交到发送环，然后解锁并调用 post_send_db，即使某次提交失败也是如此。',
  'code.lib.rxe.postOneSend':
    'WQE 就地构建在环中生产者索引所指的槽位里（producer_addr），那是映射进 A 的进程的内核内存：convert_send_wr 把工作请求（操作码、标志、远端地址和 rkey、立即数）复制进 struct rxe_send_wqe，init_send_wqe 再在其后复制分散表项列表。',
  'code.lib.rxe.postOneSendInline':
    'WQE 就地构建在环中生产者索引所指的槽位里（producer_addr），那是映射进 A 的进程的内核内存：convert_send_wr 把工作请求（操作码、标志、远端地址和 rkey、立即数）复制进 struct rxe_send_wqe，init_send_wqe 再在其后复制载荷本身（IBV_SEND_INLINE），取代分散表项列表。',
  'code.lib.rxe.advanceProducer':
    '环的新生产者索引，以 release 顺序写入 struct rxe_queue_buf 中偏移 {offset} 处，使 WQE 的字节先于覆盖它们的索引变得可见。在 x86-64 上这就是一条写入内存的普通 MOV：没有屏障指令，也没有 MMIO。',
  'code.lib.rxe.postSendDb':
    '门铃就是一次系统调用：post_send_db 向 uverbs 文件 write() 一条 {bytes}\u00a0字节的命令，即不含任何工作请求的 IB_USER_VERBS_CMD_POST_SEND（wr_count 为 0）。每次 ibv_post_send 一次。',
  'code.lib.rxe.uverbsPostSend':
    '在 A 的内核中：ib_uverbs_post_send 读取这条命令，不复制任何工作请求（其数量为 0），然后调用驱动的 post_send。',
  'code.lib.rxe.runTask':
    '对用户进程的 QP，rxe 的 rxe_post_send 忽略空的列表，调用 rxe_run_task；该任务空闲时，rxe_run_task 立即在发起系统调用的线程中运行请求端：协议处理占用的是进程自己的 CPU 时间。如果已有内核工作线程在运行它，调用就直接返回，由那个工作线程发送。',
  'code.lib.rxe.requester':
    'rxe_requester 从环中读出 WQE（对生产者索引做 acquire 加载），并构造每个报文：init_req_packet 分配 skb 并写入传输层报头，finish_packet 加上 UDP 和 IP 报头（rxe_prepare），再用 CPU 把载荷复制进去。',
  'code.lib.rxe.xmit':
    'rxe_xmit_packet 用软件计算 ICRC，rxe_send 把报文交给 IP 协议栈（ip_local_out）；以太网网卡的驱动把它放入队列并敲响网卡的门铃。请求端一直运行，直到消息发完或被 rxe 的流控拦住；然后 write() 返回。',
  'code.lib.rxe.completer':
    '在 A 的内核中，B 的应答到达时（在 NET_RX 软中断中，或在 rxe_wq 工作线程中）：rxe_completer 取出最早的 WQE（get_wqe），核对 PSN（check_psn），再读取应答（check_ack）。',
  'code.lib.rxe.checkAckError':
    '在 A 的内核中，B 的 NAK 到达时：rxe_completer 的 check_ack 把它的应答码变成 WQE 的状态，这里是 {status}。失败的请求即使不带完成通知也会得到一个 CQE，A 的 QP 转入 Error 状态。',
  'code.lib.rxe.doComplete':
    'do_complete 填好一个 struct ib_uverbs_wc（make_send_cqe），把发送队列的消费者索引前移以腾出槽位，然后提交这个 CQE。',
  'code.lib.rxe.doCompleteNone': '不带完成通知且成功：do_complete 不生成 CQE；它只把发送队列的消费者索引前移，腾出这个槽位。',
  'code.lib.rxe.cqPost':
    'rxe_cq_post 用 memcpy 把 CQE 复制进 CQ 环的下一个槽位，并以 release 顺序把环的生产者索引前移：是内核用 CPU 写入进程的环，没有 DMA。',
  'code.lib.rxe.pollCq':
    'ibv_poll_cq 调用 librxe 的 rxe_poll_cq：它获取 CQ 的自旋锁，用 memcpy 把环中已有的每个 CQE 复制出来。没有系统调用。',
  'code.lib.rxe.pollEmpty':
    'ibv_poll_cq 调用 librxe 的 rxe_poll_cq。不带完成通知且成功：A 的内核不写 CQE，因此每次轮询都发现环是空的（queue_empty），并返回 0。没有系统调用。',
  'code.lib.rxe.consumer':
    'queue_empty 把内核的生产者索引（acquire 加载）与消费者索引相比较；复制之后，advance_consumer 以 release 顺序写入新的消费者索引，这样内核就可以重用该槽位。',
  'code.ui.libButtonRxe': 'librxe 与内核内部',
  'code.ui.libTitleRxe': 'librxe 与内核内部：提交和轮询做了什么',
  'code.ui.libPollRxe': 'A 的内核写入完成项，然后是 ibv_poll_cq',
  'code.ui.libNoteRxe':
    '这是本项目自己对每个函数的说明，并附有指向 rdma-core {rdmaCore} 和 Linux {linux}（soft-RoCE 各步骤引用的版本）的链接。WQE 布局、环的生产者索引和消费者索引，以及空的 post-send 命令，是 librxe 与内核 rxe 驱动之间的约定；网卡的用户态驱动做法不同。',
  'code.ui.movTitleRxe': '有没有可以用普通 MOV 写入的设备页？',
  'code.ui.movRxe1':
    '没有：在 soft-RoCE 上，没有任何设备的页映射进进程。librxe 写的环是映射进进程的内核内存（rxe_mmap、remap_vmalloc_range），所以 WQE 和生产者索引都是写入内存的普通存储指令（在 x86-64 上，release 顺序的写入就是一条普通 MOV），内核用普通的加载指令读取它们。',
  'code.ui.movRxe2':
    '通知内核的是 uverbs 文件上的一次 write() 系统调用（post_send_db）。这次提交最终写到的唯一设备寄存器是以太网网卡的门铃，由网卡驱动在内核中写入，时间是在 rxe 把报文交给它之后。',
  'code.ui.kernel': '{host} 的内核完成本步骤：soft-RoCE 的 rxe 驱动，运行在该主机的 CPU 上。程序中没有任何一行引发它。',
  'code.ui.waitPollRxe': '{host} 的进程：在 ibv_poll_cq 中自旋（第 {line} 行），读取自己内存中的 CQ 环；程序不参与本步骤。',
  'code.ui.waitDoneRxe':
    '{host} 的进程：在 TCP 套接字的 read() 中休眠，等待 A 的最后一个字节（第 {line} 行）。RDMA 流量从不唤醒它：{host} 的内核在该主机的 CPU 上处理这些流量，无需进程参与。',
  'code.ui.waitPostedRxe': '{host} 的进程：在 TCP 套接字的 read() 中休眠，等待 A 的信号（第 {line} 行）。',
  'code.ui.keyRun': '引发本步骤',
  'code.ui.keyWait': 'CPU 在此等待',
  'code.c.die':
    'die() 用于设置了 errno 的调用失败时（perror 说明原因）；refuse() 以程序自己给出的原因退出；getaddrinfo 自己的错误码用 gai_strerror 打印。',
  'code.c.tcpAccept':
    'B 在所有地址上监听，IPv6 与 IPv4 都可以（一个关闭了 IPV6_V6ONLY 的 IPv6 套接字），因此 A 用哪一种都能连上；在没有 IPv6 的主机上，它只在 IPv4 上监听。',
  'code.c.portIb':
    '原生 InfiniBand 需要一个有 LID 的 InfiniBand 端口，LID 由子网管理器分配：在以太网端口（RoCE、soft-RoCE）上，程序会停止，并说明应改用哪个程序。',
  'code.c.portRoce':
    'RoCEv2 需要一个 {family} 的 RoCE v2 类型 GID：没有给出 GID_INDEX 时，程序像 perftest 一样取端口 1 上第一个这样的 GID（对 IPv6，取第一个不是链路本地 fe80:: 的）；若 GID_INDEX 的类型或地址族不符，程序用一行话说明后停止（在 ConnectX 卡上，索引 0 往往是 RoCE v1 的链路本地 GID）。ibv_query_gid_ex 报告每个 GID 的类型（rdma-core libibverbs/man/ibv_query_gid_ex.3.md）。',
  'code.c.retryBudget':
    '请求端全部的重试预算（名义值）：retry_cnt + 1 次尝试，每次等待本地 ACK 超时 4.096 µs × 2^timeout（librdmacm rdma_set_option(3)），再加一半作为余量。实际等待多久由设备决定：soft-RoCE 把每次超时取整到内核的 jiffy（rxe_qp.c），启用自适应重传的 ConnectX 自行选择超时。不带完成通知的请求要轮询这么长时间、确认没有错误完成项，才算完成。',
  'code.c.checkData':
    '把整个缓冲区与 trace 所说的内容比较：A 发送的载荷填充内容，或者什么也没落地时的全零。第一个不同的字节会被打印，本次运行失败。',
  'code.c.head.gpu':
    '{sides} 使用 GPU 显存（GPUDirect RDMA）：CUDA 驱动（libcuda.so.1）在运行时用 dlopen 加载，因此本文件只需 gcc 和 libibverbs 即可构建；运行时需要 NVIDIA GPU 及其驱动，并加载 nvidia-peermem（modprobe nvidia-peermem），它让 ibv_reg_mr 能注册 GPU 显存（nvidia-peermem 需要 MLNX_OFED 或 DOCA-OFED 的 ib_core；在上游内核上，要改用 ibv_reg_dmabuf_mr 注册 GPU 显存）。',
  'code.c.gpu.driver': '本程序用到的少量 CUDA 驱动 API 类型和函数，在这里声明而不是取自 cuda.h：构建时不需要 CUDA 工具包，运行时再找驱动。',
  'code.c.gpu.syncMemops':
    '取自 cuda.h 的 CU_POINTER_ATTRIBUTE_SYNC_MEMOPS：CUDA 自己对这块分配的复制在返回前完成，这是 NVIDIA GPUDirect RDMA 指南（“Registration for CUDA API Consistency”）的要求。',
  'code.c.gpu.load':
    '按名称加载 libcuda.so.1 及其函数（cuda.h 把 cuMemAlloc 和各复制函数映射到带 _v2 的名称），然后把 GPU 0 的主上下文设为当前上下文。',
  'code.c.gpu.alloc':
    'GPU 显存中的缓冲区：先 cuMemAlloc，再用 cuMemcpyHtoD 复制进模式（或全零）。设备指针同时也是本进程的一个地址（统一虚拟寻址），因此原样传给 ibv_reg_mr 和工作请求。',
  'code.c.gpu.read': '这里 CPU 不能直接读 GPU 缓冲区：用 cuMemcpyDtoH 复制出来，再与 trace 比较。',
  'code.c.gpu.buffer': '这一端的缓冲区位于 GPU 显存（场景中的 GPU 显存）：先启动 CUDA 驱动，再在显存中分配并填充它。',
  'code.c.gpu.regMr':
    'GPU {host} 的显存：加载 nvidia-peermem 后，ibv_reg_mr 把设备指针交给 GPU 驱动，驱动锁定它的 64\u00a0KiB 页并映射到 BAR1；MTT 列出它们的 BAR1 总线地址。不加载 nvidia-peermem 时，用该分配的 dma-buf（cuMemGetHandleForAddressRange）调用 ibv_reg_dmabuf_mr 也能做到。锁定内存限制不适用：这些页由 GPU 驱动锁定。',
  'code.c.gpu.check':
    '这些字节在 GPU 显存中：先用 cuMemcpyDtoH 复制出来，再比较。这次复制是完成之后的一个 CUDA 调用，它让之前的 RDMA 写入先于它生效（NVIDIA GPUDirect RDMA 指南，“Synchronization and Memory Ordering”）。',
  'code.gpuInit.statusA': 'A：由 GPU 线程提交和轮询（见下面的伪代码）；A 的 CPU 不参与。',
  'code.gpuInit.label': '由 GPU 线程提交（IBGDA）',
  'code.gpuInit.intro':
    '这里不由主机 A 的 CPU 提交，而是由 GPU 线程提交，正如 NVSHMEM 的 InfiniBand GPUDirect Async 所做。下面是依照 NVSHMEM 源码（ibgda.cpp 和 ibgda_device.cuh）写的伪代码，并不是本工具构建或运行的程序；主机 B 一端是 B 标签页中的程序。',
  'code.gpuInit.hostOnce': '主机端，只做一次：发送队列、CQ 和门铃记录放在 GPU 显存中并向 HCA 注册；HCA A 的 UAR 页映射给 GPU。',
  'code.gpuInit.devicePut': 'GPU 线程，每次 put（或每批 put）：WQE、栅栏、门铃记录、栅栏、门铃。',
  'code.gpuInit.ringDb':
    'ibgda_ring_db：向 UAR 的门铃寄存器一次写入 8\u00a0字节 {prod_idx << 8，qpn << 8}（布局同控制段前 8\u00a0字节，操作码和 ds 为 0），这是一次来自 GPU 的对等 Memory Write。',
  'code.gpuInit.wait': '等待时，GPU 线程轮询显存中的 CQ，直到 CQE 的 wqe_counter 到达该 WQE（CQ 是折叠的，不用 owner 位）。',
  'code.c.memlock':
    'ibv_reg_mr 会锁定缓冲区的页，对没有 CAP_IPC_LOCK 的用户计入锁定内存上限（ulimit -l，RLIMIT_MEMLOCK）：程序先用这块缓冲区对照该上限检查，并说明要提高哪一项；其他被锁定的内存也计入（第二个 MR，以及在 ConnectX（mlx5）上内核驱动同样锁定的队列），所以 ibv_reg_mr 仍可能因可锁定内存不足而失败。',
  'code.c.qpState': '打印 QP 的状态（ibv_query_qp）：没有完成项时，一端能观察到的交换结果。',
  'code.c.cleanupCheck': '销毁与注销的调用返回错误号（ibv_close_device 返回 -1 并设置 errno）：失败会被指出，本次运行失败。',
  'code.c.expected':
    '每一端应看到的完成项（-1：没有）以及数据是否落地，取自这次传输在程序可能遇到的每种用户态驱动（provider）（网卡；RoCEv2 上还有 soft-RoCE）和端口可能把它压低到的每个路径 MTU 上的 trace。QP 到达 RTR 后，程序查出属于自己的那一行。',
  'code.c.gidIndex': '命令行给出的 GID_INDEX，或 -1：此时程序找出端口 1 上与场景 IP 地址族相符的 RoCE v2 GID。',
  'code.c.gidIndexIb': '原生 InfiniBand 不使用 GID_INDEX：端口由其 LID 寻址。',
  'code.c.provider':
    'libibverbs 之下运行的是哪种用户态驱动（运行时得知），以及使用中的路径 MTU（由 to_rtr 设置）：两者一起决定期望的完成项。',
  'code.c.a.checkRead': 'READ 的数据落在 A 的缓冲区：A 把它逐字节与 B 缓冲区中的载荷填充内容比较。',
  'code.c.b.waitRefused':
    'B 的 CPU 在这里等待，阻塞在套接字上。什么也不会落地：B 的 RDMA 设备拒绝了这个请求（本场景的故障），B 的缓冲区保持原样。',
  'code.c.b.checkData': 'B 把缓冲区逐字节与 A 发送的载荷填充内容比较：也就是 trace 中落地的数据。',
  'code.c.b.checkNothing': '不应有任何数据落地：B 检查其缓冲区仍然全为零。',
  'code.c.b.qpState': 'B 打印其 QP 的状态。',
  'code.c.b.qpStateRefused': 'B 打印其 QP 的状态：在没有完成项告诉它时，B 能观察到的拒绝结果。',
  'code.c.main.provider':
    'ibv_query_device 说明这是哪种用户态驱动（provider）：soft-RoCE 的 rxe 报告 vendor_id {vendor}（Linux drivers/infiniband/sw/rxe/rxe_param.h，RXE_VENDOR_ID；Linux 5.8 之前为 0），因此名字以 rxe 开头的设备（即 rdma link add 时给的名字）也被当作 soft-RoCE。',
  'code.c.head.softRoce':
    '在两台 Linux 虚拟机上使用 soft-RoCE，每台都以 root 身份执行（eth0 是对方虚拟机能访问到的地址所在的网卡；若 modprobe 找不到 rdma_rxe，请安装发行版的额外内核模块包）：',
  'code.c.head.prints':
    '每一端打印其设备、实际使用的路径 MTU（若端口把 trace 的路径 MTU 压低了）、它的完成项以及缓冲区的前几个字节；全部与 trace 相符时以 0 退出。若有不符，会打印一行说明哪里不同（状态、wr_id、byte_len、立即数，或缓冲区中第一个不同的字节），该端以 1 退出。',
};
