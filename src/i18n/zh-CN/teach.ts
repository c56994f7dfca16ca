import type { TEACH } from '../en/teach';
import type { Entry } from '../msg';

/**
 * 教学与嵌入（简体中文）：语言、分享与嵌入、讲课视图、讲义、步骤图片、
 * 先预测再揭晓的问题，以及屏幕阅读器读出的文字。
 */
export const ZH_TEACH: { readonly [K in keyof typeof TEACH]: Entry } = {
  'teach.url.oneOf': '{values} 之一',

  // 语言：每种语言用它自己的名称（读者会用自己的语言去找自己的语言）。
  'teach.lang.label': '语言',
  'teach.lang.en': 'English',
  'teach.lang.zhCN': '简体中文',

  // 屏幕阅读器的旁白：每个步骤显示时读出。
  'teach.narration': '第 {index} 步，共 {count} 步：{title}。{first}',
  'teach.a11y.counter': '计数器',
  'teach.a11y.changed': '（本步骤中有变化）',
  'teach.a11y.stepText': '本步骤发生了什么',

  // 分享与教学面板。
  'teach.share.button': '分享',
  'teach.share.title': '分享与教学',
  'teach.share.close': '关闭分享面板（Esc）',
  'teach.share.link': '指向此步骤的链接',
  'teach.share.copyLink': '复制指向此步骤的链接',
  'teach.share.embed': '嵌入幻灯片',
  'teach.share.embedView': '放大显示',
  'teach.share.embedSize': '尺寸',
  'teach.share.size': '{w} × {h}',
  'teach.share.sizeFill': '铺满幻灯片',
  'teach.share.lectureQuiz': '课堂测验（讲课视图）',
  'teach.share.copyEmbed': '复制嵌入代码',
  'teach.share.copied': '已复制。',
  'teach.share.copyFailed': '无法复制：请选中文字自行复制。',
  'teach.share.iframeTitle': 'RDMA WRITE，逐字节解析：{title}',
  'teach.share.images': '将此步骤导出为图片',
  'teach.share.modes': '课堂使用',
  'teach.share.lecture': '讲课视图（投影）',
  'teach.share.print': '讲义（全部步骤，每步一页）',
  'teach.share.printCompact': '紧凑讲义（每页两步）',
  'teach.share.quiz': '每一步之前先提一个问题（先预测，再揭晓）',
  'teach.share.quizNote': '答案只保留在本页面中：不会保存或发送任何内容。',

  'teach.view.topology': '拓扑',
  'teach.view.memory': '内存映射',
  'teach.view.bytes': '字节',
  'teach.view.code': '代码',

  // 步骤的图片。
  'teach.export.svg': '{view}（SVG）',
  'teach.export.png': '{view}（PNG）',
  'teach.export.title': '把本步骤的{view}下载为图片',

  // 嵌入。
  'teach.embed.label': 'RDMA WRITE，逐字节解析：一次一步',
  'teach.embed.open': '打开交互式演示',
  'teach.embed.openTitle': '在完整的交互式演示中打开此步骤（新标签页）',
  'teach.embed.controls': '步骤',
  'teach.embed.position': '{index} / {count}',

  // 讲课视图。
  'teach.lecture.label': '讲课视图',
  'teach.lecture.exit': '退出讲课视图',
  'teach.lecture.keyBytes': '关键字节',

  // 讲义。
  'teach.print.title': '{op}，逐字节解析：讲义',
  'teach.print.answer': '答案',
  'teach.print.intro':
    '后面各页：一次 {op} 的每个步骤，各附示意图、发生了什么及其关键字节；步骤涉及时，还附实际发生的情况、内存映射和 HCA B 的检查。场景：{chip}。',
  'teach.print.link': '交互版本：{url}',
  'teach.print.print': '打印或另存为 PDF',
  'teach.print.exit': '返回交互式演示',
  'teach.print.step': '第 {index} 步，共 {count} 步',
  'teach.print.keyBytes': '“{label}”的关键字节',
  'teach.print.memory': '本步骤之后的内存映射',
  'teach.print.loading': '正在准备讲义…',
  'teach.print.topologyOf': '拓扑，第 {index} 步',
  'teach.print.mapsOf': '内存映射，第 {index} 步',

  // 关键字节。
  'teach.keyBytes.label': '“{label}”的关键字节',
  'teach.keyBytes.address': '地址',
  'teach.keyBytes.field': '{name} = {value}',
  'teach.keyBytes.none': '本步骤没有字节移动。',

  // 按步骤角色给出的一行“实际发生的情况”。
  'teach.line.registerMemory': '注册会锁定内存页并把它们列入 MTT，只做一次，在任何传输之前。',
  'teach.line.createQps': '队列位于普通的主机内存中；只有门铃页在 HCA 的 BAR 中。',
  'teach.line.exchangeKeys': 'A 通过套接字以普通数据的形式得知 B 的 VA 和 rkey：没有任何东西映射 B 的内存。',
  'teach.line.connectQps': '建立连接是经由内核和固件写入 QP 上下文；还没有任何数据移动。',
  'teach.line.buildWqe': '对 A 自己内存的普通存储指令：还没有任何东西经过 PCIe。',
  'teach.line.writeDoorbellRecord': '又一条写 A 自己内存的存储指令，由一道屏障排在 WQE 之后。',
  'teach.line.postMmio.doorbell': '8 个字节写入 HCA A 的门铃寄存器：没有载荷，也没有主机 B 上的地址。',
  'teach.line.postMmio.blueflame': 'WQE 写入 HCA A 自己的 BlueFlame 缓冲区，从不写入主机 B 的内存。',
  'teach.line.postMmio.inline': 'WQE 连同其中的载荷写入 HCA A 自己的缓冲区，从不写入主机 B 的内存。',
  'teach.line.mmioTlp': 'TLP 携带的是 HCA A 的 BAR 中的一个地址和这些字节：其中没有任何东西指明主机 B。',
  'teach.line.fetchWqe': 'HCA A 是总线主控：它自己从 A 的内存读取 WQE，无需 CPU。',
  'teach.line.fetchPayload': 'HCA A 通过 DMA 读取载荷：CPU 从不复制它。',
  'teach.line.buildPackets': 'B 的 VA 和 rkey 作为数据放在报文的 RETH 中传递，在到达时接受检查。',
  'teach.line.transmit': 'HCA A 自己发送报文；A 的 CPU 不参与。',
  'teach.line.switchForward': '交换机按 DLID 转发并重新计算 VCRC；ICRC 原封不动地通过。',
  'teach.line.cable': '没有交换机时，HCA A 计算的 VCRC 就是 HCA B 检查的那个。',
  'teach.line.responderCheck': '保护主机 B 内存的，正是 HCA B 的检查（rkey、访问权限、边界）。',
  'teach.line.responderCheck.empty': 'HCA B 检查报文；没有要写入的内容，因此跳过 rkey 检查。',
  'teach.line.translate': 'HCA B 通过其 MTT 转换 VA，并自己发出 B 上的 PCIe 写。',
  'teach.line.translate.empty': '没有需要转换的地址：零长度写不写入任何内容。',
  'teach.line.pcieWrite': 'posted 写：HCA B 不等待任何应答。',
  'teach.line.pcieWrite.empty': '没有要发送的内容：B 的 PCIe 链路保持空闲。',
  'teach.line.placeData': '主机 B 的 CPU 什么也不做：没有中断，没有系统调用，没有拷贝。',
  'teach.line.acknowledge': 'ACK 表示 HCA B 已接受数据，而不是 B 的应用程序已经看到它。',
  'teach.line.writeCompletion': 'HCA A 通过 DMA 把 CQE 写入 A 的内存；除非应用程序要求，否则不产生中断。',
  'teach.line.writeCompletion.unsignaled': '不带完成通知（unsignaled）：HCA A 回收该 WQE，不写任何完成项。',
  'teach.line.pollCompletion': 'A 的 CPU 轮询自己的内存；CQE 的 owner 位表明写操作已完成。',
  'teach.line.pollCompletion.unsignaled': '没有 CQE：只有该 QP 上之后一个带完成通知的请求才会报告它。',

  // 先预测，再揭晓。
  'teach.quiz.label': '先预测，再揭晓',
  'teach.quiz.kicker': '第 {index} 步之前：请预测',
  'teach.quiz.choices': '你的预测',
  'teach.quiz.skip': '跳过此问题',
  'teach.quiz.right': '✓ 正确。',
  'teach.quiz.wrong': '✗ 不太对。答案是：{answer}',
  'teach.quiz.reveal': '显示此步骤',
  'teach.quiz.link': '指向此步骤的链接',
  'teach.quiz.loading': '正在加载问题…',
  'teach.quiz.keys': '按 1–{n} 选择；按 → 跳到下一步。',

  'teach.quiz.registerMemory.q': '在任何传输之前，ibv_reg_mr 对它注册的缓冲区做了什么？',
  'teach.quiz.registerMemory.c1': '把缓冲区复制到 HCA 的片上内存中',
  'teach.quiz.registerMemory.c2': '锁定缓冲区的内存页，并把它们的地址列入一个供 HCA 使用的 MTT',
  'teach.quiz.registerMemory.c3': '通过 BAR 把缓冲区映射到另一台主机的地址空间',
  'teach.quiz.registerMemory.c4': '没有任何物理上的操作：只是设置一个权限标志',
  'teach.quiz.registerMemory.why':
    '内核锁定这些页，使操作系统无法移动它们，并为其建立 DMA 映射；固件创建一个 MKey，由其 MTT 列出每一页的地址；在 B 上，rkey 指明的就是这个 MKey。这只做一次，在快路径之前。',

  'teach.quiz.exchangeKeys.q': '主机 A 如何得知要写到主机 B 内存中的什么位置？',
  'teach.quiz.exchangeKeys.c1': 'HCA A 的 BAR 映射了 B 的内存，所以 A 直接写到那里',
  'teach.quiz.exchangeKeys.c2': '交换机把 B 的内存页的物理地址告诉 HCA A',
  'teach.quiz.exchangeKeys.c3': 'B 通过一条普通的套接字连接发送其缓冲区的虚拟地址和 rkey',
  'teach.quiz.exchangeKeys.c4': 'A 的内核通过网络读取 B 的页表',
  'teach.quiz.exchangeKeys.why':
    '通过带外方式（perftest 使用 TCP），B 把它的 LID、QPN、它发送时的起始 PSN、缓冲区的 VA 及其 rkey 发给 A。没有任何东西把 B 的内存映射进 A：远端地址只是数据，随 WQE 和报文传递，由 HCA B 在到达时检查。',

  'teach.quiz.buildWqe.q': 'A 的应用程序提交这次写。libmlx5 在哪里构建工作请求（WQE）？',
  'teach.quiz.buildWqe.c1': '在发送队列环中，位于主机 A 自己的内存里',
  'teach.quiz.buildWqe.c2': '直接在主机 B 的内存中',
  'teach.quiz.buildWqe.c3': '在内核中，经过一次系统调用之后',
  'teach.quiz.buildWqe.c4': '在 InfiniBand 交换机中',
  'teach.quiz.buildWqe.why':
    'ibv_post_send 用普通的存储指令把 WQE 写入 A 自己内存中发送队列环的下一个槽位。此时还没有任何东西经过 PCIe，这条快路径上也没有内核参与。',

  'teach.quiz.postMmio.q': '现在 CPU 向 HCA A 的 BAR 写入数据。那个地址后面是什么？',
  'teach.quiz.postMmio.c1': '主机 B 的内存，跨网络映射过来',
  'teach.quiz.postMmio.c2': '主机 B 缓冲区的副本，缓存在 HCA A 中',
  'teach.quiz.postMmio.c3': '主机 A 自己的 DRAM',
  'teach.quiz.postMmio.c4': 'HCA A 自己的门铃和 BlueFlame 寄存器',
  'teach.quiz.postMmio.why.doorbell':
    'BAR 里是 HCA A 的寄存器，从来不是主机 B 的内存。这里 CPU 写入 8 个字节，即门铃：它们指明 QP 和 WQE，不携带载荷，也不携带主机 B 上的地址。其余部分由 HCA A 通过 DMA 获取。',
  'teach.quiz.postMmio.why.blueflame':
    'BAR 里是 HCA A 的寄存器和缓冲区，从来不是主机 B 的内存。使用 BlueFlame 时，CPU 把整个 WQE 复制到 HCA A 的 UAR 页中的一个 BlueFlame 缓冲区；载荷一直留在 A 的内存中，直到 HCA A 来读取。',
  'teach.quiz.postMmio.why.inline':
    'BAR 里是 HCA A 的寄存器和缓冲区，从来不是主机 B 的内存。使用内联数据时，CPU 把 WQE 连同其中的载荷复制到 HCA A 的片上 BlueFlame 缓冲区：载荷确实经过了 BAR，但只到达 HCA A。',
  'teach.quiz.postMmio.why.empty':
    'BAR 中是 HCA A 的寄存器和缓冲区，从来不是主机 B 的内存。使用 BlueFlame 时，CPU 把整个 WQE 复制进 HCA A 的 UAR 页中的一个 BlueFlame 缓冲区；零长度消息没有任何载荷要传送。',

  'teach.quiz.mmioTlp.q': '根复合体把这条存储指令变成一个 Memory Write TLP。这个 TLP 携带的是哪个地址？',
  'teach.quiz.mmioTlp.c1': '主机 B 的虚拟地址',
  'teach.quiz.mmioTlp.c2': 'HCA A 的 BAR0 中的一个主机物理地址',
  'teach.quiz.mmioTlp.c3': '主机 B 的 LID 和 QP 号',
  'teach.quiz.mmioTlp.c4': 'B 的缓冲区的 rkey',
  'teach.quiz.mmioTlp.why':
    '根复合体发现该地址落在 HCA A 的 BAR0 中，于是沿 A 自己的 PCIe 链路向下发出 TLP。TLP 只携带一个主机物理地址和字节，别无其他：远端寻址信息位于 InfiniBand 报头中。',

  'teach.quiz.fetchWqe.q': '到达 HCA A 的只有 8\u00a0字节的门铃。它如何得到 WQE 的其余部分？',
  'teach.quiz.fetchWqe.c1': 'CPU 通过 BAR 写入其余部分',
  'teach.quiz.fetchWqe.c2': 'HCA B 经网络把它发过来',
  'teach.quiz.fetchWqe.c3': 'HCA A 通过 DMA 从 A 的内存读取它',
  'teach.quiz.fetchWqe.c4': '根复合体在门铃之后把它推送过来',
  'teach.quiz.fetchWqe.why':
    'HCA A 是 PCIe 总线主控：它针对发送队列槽位发出一个 Memory Read 请求，根复合体以携带数据的完成报文应答。CPU 不参与。',

  'teach.quiz.fetchPayload.q': '谁把载荷从 A 的缓冲区搬到 HCA A？',
  'teach.quiz.fetchPayload.c1': 'HCA A，通过 DMA 读',
  'teach.quiz.fetchPayload.c2': 'A 的 CPU，把它复制进 BAR',
  'teach.quiz.fetchPayload.c3': 'A 的内核，在一次系统调用中',
  'teach.quiz.fetchPayload.c4': 'HCA B，跨网络读取',
  'teach.quiz.fetchPayload.why':
    'HCA A 检查 lkey，通过其 MTT 转换缓冲区地址，并用 Memory Read 请求读取这些字节。这是载荷唯一一次经过 A 的内存总线，而搬运它的是 HCA，不是 CPU。',

  'teach.quiz.buildPackets.q': '报文中的什么告诉 HCA B 数据要写到 B 内存中的什么位置？',
  'teach.quiz.buildPackets.c1': 'B 的内存页的一个主机物理地址',
  'teach.quiz.buildPackets.c2': '没有：由 B 的 CPU 在数据到达时决定',
  'teach.quiz.buildPackets.c3': '交换机为 B 改写地址',
  'teach.quiz.buildPackets.c4': 'RETH：B 的虚拟地址、rkey 和长度',
  'teach.quiz.buildPackets.why':
    '这次写的第一个（或唯一一个）报文携带 RETH，其中有 B 的 VA、rkey 和长度：也就是 B 通过带外方式发来的那些参数。HCA B 检查它们，并自己转换 VA。',

  'teach.quiz.switchForward.q': '交换机如何决定把报文发往哪里？',
  'teach.quiz.switchForward.c1': '它在转发表中查找 LRH 的目的 LID（DLID）',
  'teach.quiz.switchForward.c2': '它读取 RETH 中 B 的虚拟地址',
  'teach.quiz.switchForward.c3': '它询问主机 B 的 CPU',
  'teach.quiz.switchForward.c4': '它跟着 ICRC 走',
  'teach.quiz.switchForward.why':
    '交换机在转发表中查找 DLID，并以直通（cut-through）方式转发。它为下一段链路重新计算 VCRC，并可能按 SL 到 VL 映射表改写虚拟通道；ICRC 把 VL 当作全 1，覆盖任何交换机都不得修改的部分，一路不变地传递。',

  'teach.quiz.responderCheck.q': '是什么阻止错误的远端写落入 B 的内存？',
  'teach.quiz.responderCheck.c1': 'B 的 CPU 检查每个报文',
  'teach.quiz.responderCheck.c2': 'HCA B 对照 MKey 检查 rkey、访问权限和边界',
  'teach.quiz.responderCheck.c3': '交换机检查 rkey',
  'teach.quiz.responderCheck.c4': '没有：RDMA 写不受检查',
  'teach.quiz.responderCheck.why':
    'HCA B 对照 MKey 检查 rkey、保护域、REMOTE_WRITE 访问权限，以及这些字节是否位于 MR 之内。错误的 rkey 或地址会让 A 收到 NAK，并且不会写入任何数据。',

  'teach.quiz.translate.q': '主机 B 上的 PCIe 写由哪个设备发出？',
  'teach.quiz.translate.c1': 'B 的主板上一个独立的 DMA 控制器',
  'teach.quiz.translate.c2': 'B 的 CPU，在一次中断之后',
  'teach.quiz.translate.c3': 'HCA B 自己，作为 PCIe 总线主控',
  'teach.quiz.translate.c4': 'HCA A，跨网络',
  'teach.quiz.translate.why':
    'HCA B 在 MKey 的 MTT 中查找 VA 的每一页，并自己构建 posted Memory Write TLP。B 上没有独立的 DMA 控制器：HCA B 就是总线主控。',

  'teach.quiz.pcieWrite.q': 'HCA B 是否会等待 B 的 PCIe 链路上每个 Memory Write 的应答？',
  'teach.quiz.pcieWrite.c1': '不会：这些写是 posted 的，不会返回完成报文',
  'teach.quiz.pcieWrite.c2': '会：每个写都会返回一个完成报文',
  'teach.quiz.pcieWrite.c3': '会：B 的 CPU 会确认每一个写',
  'teach.quiz.pcieWrite.why': 'Memory Write 是 posted 的：HCA B 把它们沿链路上行发给根复合体后就继续工作，没有需要等待的应答。',

  'teach.quiz.placeData.q': '数据落入主机 B 内存的时候，B 的 CPU 在做什么？',
  'teach.quiz.placeData.c1': '把数据从 HCA B 复制到缓冲区',
  'teach.quiz.placeData.c2': '什么也不做：没有中断，没有系统调用，没有拷贝',
  'teach.quiz.placeData.c3': '响应一个中断并确认这次写',
  'teach.quiz.placeData.c4': '转换地址',
  'teach.quiz.placeData.why':
    '根复合体把 HCA B 的写交给 B 的内存系统，B 的 CPU 什么也不做。B 的应用程序只有在监视这块内存，或由 A 告知时，才会得知数据已经到达。',

  'teach.quiz.acknowledge.q': 'HCA B 发送一个 ACK。它告诉 HCA A 什么？',
  'teach.quiz.acknowledge.c1': 'B 的应用程序已经读取了数据',
  'teach.quiz.acknowledge.c2': '数据在主机 B 上已经持久化',
  'teach.quiz.acknowledge.c3': 'HCA B 已接受这些报文',
  'teach.quiz.acknowledge.c4': 'B 的 CPU 已复制数据',
  'teach.quiz.acknowledge.why': 'ACK 表示 HCA B 已接受这些报文。它不会通知 B 上的任何应用程序，也不会使数据持久化。',

  'teach.quiz.writeCompletion.q': '完成项是如何到达 A 的内存的？',
  'teach.quiz.writeCompletion.c1': 'A 的 CPU 从 HCA A 的 BAR 中把它复制出来',
  'teach.quiz.writeCompletion.c2': 'HCA A 通过 DMA 把一个 CQE 写入 CQ 环',
  'teach.quiz.writeCompletion.c3': 'HCA B 跨网络写入它',
  'teach.quiz.writeCompletion.c4': '由一个中断处理程序写入',
  'teach.quiz.writeCompletion.why':
    '收到 ACK 后，HCA A 回收该 WQE，并像其他 DMA 一样，用一个 posted Memory Write 把 64\u00a0B 的 CQE 写入 A 内存中的 CQ 环。除非应用程序请求了事件，否则不产生中断。',

  'teach.quiz.pollCompletion.q': 'A 的应用程序如何得知这次写已经完成？',
  'teach.quiz.pollCompletion.c1': 'HCA B 中断 A 的 CPU',
  'teach.quiz.pollCompletion.c2': 'B 的应用程序给它发一条消息',
  'teach.quiz.pollCompletion.c3': '它读取 HCA A 的 BAR 中的一个状态寄存器',
  'teach.quiz.pollCompletion.c4': '它的 CPU 轮询 A 自己内存中的 CQ，看到 CQE 的 owner 位',
  'teach.quiz.pollCompletion.why':
    'A 的 CPU 在 ibv_poll_cq 中对可缓存内存自旋轮询，看到一个有效的、owner 位相符的 CQE，读取它，并推进 CQ 的消费者索引。',
  'teach.gif.title': '动画 GIF：可放进任何幻灯片、README、聊天或课程页面',
  'teach.gif.size': '尺寸',
  'teach.gif.custom': '自定义',
  'teach.gif.width': '宽',
  'teach.gif.height': '高',
  'teach.gif.download': '下载动画 GIF',
  'teach.gif.progress': '已绘制的步骤',
  'teach.gif.done': '已保存 {file}：{frames} 帧，时长 {seconds} 秒，{kb} KB，用时 {made} 秒。',
  'teach.gif.still': '你的系统要求减少动态效果：GIF 在页面之外绘制，制作期间本页上没有任何东西会动。',
  'teach.gif.cancelled': '已在 {total} 步中的第 {done} 步后取消：没有保存文件。',
  'teach.gif.problem.size': '尺寸须为整数像素：宽 {minW}–{maxW}，高 {minH}–{maxH}。',
  'teach.slides.title': '用于 PowerPoint、Keynote 或 Google 幻灯片的幻灯片',
  'teach.slides.range': '步骤',
  'teach.slides.drawing': '图',
  'teach.slides.aspect': '比例',
  'teach.slides.download': '下载幻灯片（.pptx）',
  'teach.slides.progress': '已绘制的幻灯片',
  'teach.slides.cancel': '取消',
  'teach.slides.done': '已保存 {file}：{slides} 张幻灯片，{kb} KB。',
  'teach.slides.sources': '来源',
  'teach.slides.field': '字段',
  'teach.slides.value': '值',
  'teach.slides.problem.unknown': '没有叫“{part}”的阶段或步骤：请给出阶段（A1、B4……）、步骤 id 或步骤编号，或者像 A1–B4 这样的范围。',
  'teach.slides.problem.backwards': '这个范围是倒着的，从 {from} 到 {to}：请先写它的第一步。',
  'teach.slides.problem.empty': '准备阶段之后没有步骤可放到幻灯片上。',
};
