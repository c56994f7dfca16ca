import type { MISCONCEPTION } from '../en/misconception';
import type { Entry } from '../msg';

/**
 * 误解“HCA A 的 BAR 映射了主机 B 的内存”（src/sim/misconception 及其面板）：步骤文字、
 * 失败论证的数据、对比、零拷贝问题、近似正确的情形，以及面板自身的文字。
 */
export const ZH_MISCONCEPTION: { readonly [K in keyof typeof MISCONCEPTION]: Entry } = {
  // 计数单位，嵌入下面的句子中。
  'misconception.unit.wcChunk': { one: '{n} 个写合并的 64\u00a0B 块', other: '{n} 个写合并的 64\u00a0B 块' },
  'misconception.unit.mov8': { one: '{n} 条 8\u00a0B MOV', other: '{n} 条 8\u00a0B MOV' },
  'misconception.unit.load': { one: '{n} 次加载', other: '{n} 次加载' },
  'misconception.unit.check': { one: '{n} 项检查', other: '{n} 项检查' },

  // 六个失败点，即面板上的标题。
  'misconception.fail.size.title': '大小：32\u00a0MiB，启动时即已固定',
  'misconception.fail.addressing.title': '寻址：TLP 无法指明主机 B',
  'misconception.fail.cpu.title': 'CPU 开销：每个字节都要经过 CPU',
  'misconception.fail.timeout.title': '故障：加载的等待时间超过完成超时',
  'misconception.fail.protection.title': '保护：没有密钥，没有 PD，没有边界',
  'misconception.fail.pinning.title': '锁页：没有任何东西锁定 B 的内存页',

  // 设想中的路径（misconceptionTextPath.ts）。
  'misconception.step.map.title': '设想：A 的 BAR 是一扇通往 B 内存的窗口',
  'misconception.step.map.summary1':
    '误解：HCA A 的 BAR0 位于主机 A 物理地址空间中的 {bar0}，是一扇通往主机 B 内存的窗口，因此 B 位于 VA {remoteVa} 的缓冲区会出现在窗口内的某个地址上。',
  'misconception.step.map.summary2': '无需注册，无需交换密钥，也无需队列对：CPU 只要通过这扇窗口执行加载指令和存储指令即可。',
  'misconception.step.map.reality':
    'BAR0 的大小是 {bar0Size}（ConnectX-4/5/6 物理功能即 PF 的典型值；虚拟功能即 VF 的 BAR 可能不同），在 A 启动时就已确定，里面是 HCA 的初始化段和若干 4\u00a0KiB 的 UAR 页，页中是门铃和 BlueFlame 寄存器。仅主机 B 一台就有 {hostRam} 内存（相当于 {windows} 个这样的窗口）。',

  'misconception.step.mov.title': '设想：CPU 用 MOV 把载荷写进窗口',
  'misconception.step.mov.summary1.empty': '消息长度为零，没有需要写入的内容；而这个误解依然说不出要写到哪里。',
  'misconception.step.mov.summary1.copy':
    'A 的 CPU 亲自复制这 {bytes}：从 A 的缓冲区把它们加载出来，再写入 BAR0 的 {address} 处，分成 {chunks}（{movs}）。',
  'misconception.step.mov.summary2':
    '这些存储指令以每核约 {storeGbps}\u00a0Gb/s 的速率发出，即 CPU 核的写合并速率（估算值）、{link} 链路和 {ib} 链路三者中的最小值：这条消息耗费 {cpuTime} 的 CPU 时间，此后每多一个字节再加 {perByte}\u00a0ns（模型）。这个误解需要 CPU 处理每一个字节，RDMA 一个都不需要。',
  'misconception.step.mov.reality':
    '两个模型正是在这里分道扬镳。真实的 CPU 向 HCA A 的 UAR 页写入 {mmioBytes}\u00a0B（{what}），任何大小的消息都一样，载荷由 HCA A 通过 DMA 读取。',
  'misconception.step.mov.realityEmpty':
    '两个模型正是在这里分道扬镳。真实的 CPU 向 HCA A 的 UAR 页存入 {mmioBytes}\u00a0B（{what}），与消息大小无关；零长度消息没有需要 HCA A 读取的载荷。',
  'misconception.step.mov.realityInline':
    '两个模型正是在这里分道扬镳。真实的 CPU 向 HCA A 的 UAR 页写入 {mmioBytes}\u00a0B：通过 BlueFlame 写入的、内联了载荷的 WQE。这些字节进入的是 HCA A 自己的缓冲区，从不进入 B 的内存，HCA A 也不需要任何 DMA 读。',
  'misconception.step.mov.realStore.doorbell': '一个 8\u00a0B 门铃',
  'misconception.step.mov.realStore.blueFlame': '经 BlueFlame 写入的 WQE',

  'misconception.step.tlp.title': '设想：每条存储指令都变成一个发往 HCA A 的 TLP',
  'misconception.step.tlp.summary1':
    '根复合体（Root Complex）把每个块变成一个 posted（无需完成报文的）Memory Write：{headerDw}\u00a0DW 的报头（Fmt/Type、Length、Requester ID、Tag、字节使能、Address）加上数据，目标地址为 HCA A 的 BAR0 中的 {address}。',
  'misconception.step.tlp.summary2': 'B 的 VA {remoteVa} 只有低 {bits}\u00a0位能放进窗口：{offset}。',
  'misconception.step.tlp.reality':
    'TLP 里没有任何字段能表示主机 B、B 上的队列对、端到端的序列号或密钥：PCIe 只在单条链路上对 TLP 编号、做 CRC 校验和重放。TLP 指明的是 A 上的一个物理地址，根复合体把它交给声明拥有该地址的本地设备。',

  'misconception.step.forward.title': '设想：HCA A 把每条存储指令都转发到网络上',
  'misconception.step.forward.summary1': 'HCA A 必须把每条存储指令（此处共 {chunks}）变成线路上的某种东西，发往某台主机，写入某块内存。',
  'misconception.step.forward.summary2':
    '但它无法从 TLP 得知是哪台主机（没有 LID {lid}）、哪个 QP（没有 {qpn}）、哪个 PSN、哪个密钥：这个误解根本没有定义任何报文。',
  'misconception.step.forward.reality':
    '真实的报文携带 LRH DLID {lid}、BTH DestQP {qpn} 和 PSN {psn}，以及一个 RETH，其中有 B 的完整 VA {remoteVa}、R_Key {rkey} 和长度：这些值是 A 通过带外方式从 B 获得并放进 WQE 的。',

  'misconception.step.land.title': '设想：主机 B 把数据写进自己的内存',
  'misconception.step.land.summary1':
    'B 上的某个部件要把这 {bytes}写进它的内存。唯一能做到的总线主控是 HCA B；可要写到哪个物理页？又是经谁许可？',
  'misconception.step.land.summary2': 'B 上没有任何东西注册过该缓冲区：{pages}未锁定，没有 MKey，没有 MTT，也没有可供检查的 rkey。',
  'misconception.step.land.reality':
    '在真实设计中，HCA B 会先检查报文（共 {checks}，包括 rkey {rkey}），并且只写入 ibv_reg_mr 锁定并列入其 MTT 的那些页。',

  'misconception.step.load.title': '设想：一次加载要等待完整的往返',
  'misconception.step.load.summary1':
    '要读取 B 的内存，或者要确认一次写已经落地，A 的 CPU 只能从窗口加载。加载是 non-posted 的 Memory Read：CPU 核会停顿，直到完成报文返回。',
  'misconception.step.load.summary2':
    '在这里，那就是一次网络往返，{roundTripUs}\u00a0µs（ib_read_lat），只换来 8\u00a0B：每核 {loadMBps}\u00a0MB/s。把这条消息读回来需要 {readback}。',
  'misconception.step.load.reality':
    '真实的 CPU 从不等待网络：它轮询由 HCA A 写进 A 自己内存的 CQE。在这些链路上，RDMA WRITE 的流式传输速率为 {rdmaGbps}\u00a0Gb/s。',

  // 每个失败点一个步骤，外加对比（misconceptionTextFailures.ts）。
  'misconception.step.size.title': '为什么不行：32\u00a0MiB，启动时即已固定',
  'misconception.step.size.summary1':
    'BAR0 的大小是 {bar0Size}（ConnectX-4/5/6 物理功能的典型值；虚拟功能的 BAR 可能不同），在 A 启动时通过写全 1 探测确定，那时还没有任何对端。它只覆盖主机 B 的 {hostRam} 中的 {percent}%（1/{windowsPerHost}）。',
  'misconception.step.size.summary2':
    '一个有 {hosts} 台主机的网络（仅为示意：大型网络连接着数千台服务器）需要 {fabricWindows} 个这样的窗口。操作系统可以决定 BAR 放在哪里，却永远无法按连接决定它有多大。',
  'misconception.step.size.reality':
    'BAR0 里真正有的是：初始化段，以及存放门铃和 BlueFlame 缓冲区的若干 4\u00a0KiB UAR 页。每个进程只 mmap 它自己的 UAR 页。',

  'misconception.step.addressing.title': '为什么不行：TLP 无法指明主机 B',
  'misconception.step.addressing.summary1':
    'TLP 报头里有 Fmt/Type、Length、Requester ID、Tag、字节使能和一个主机物理地址：共 {headerBytes}\u00a0字节，仅此而已。',
  'misconception.step.addressing.summary2':
    '一次远端写需要 LID（{lid}）、QPN（{qpn}）、PSN（{psn}）、64\u00a0位 VA（{remoteVa}）、R_Key（{rkey}）和长度。其中 {missing} 项根本没有对应字段，而 VA 只有 {bits}\u00a0位能放进窗口：{remoteVa} 变成了偏移 {offset}。',
  'misconception.step.addressing.reality':
    '远端寻址信息位于 HCA A 构造的 InfiniBand 报头中：LRH DLID、BTH DestQP 和 PSN，以及 RETH 中的 VA、R_Key 和长度。',

  'misconception.step.cpu.title': '为什么不行：每个字节都要经过 CPU',
  'misconception.step.cpu.summary1':
    '编程 I/O（PIO）让 CPU 来搬运数据：{bytes}\u00a0B 以每核约 {storeGbps}\u00a0Gb/s（估算值）的速率经过 BAR，每个字节耗费 {perByte}\u00a0ns 的 CPU 时间（此处共 {cpuTime}，模型），加载则为 {loadMBps}\u00a0MB/s。这个误解需要 CPU 处理每一个字节，RDMA 一个都不需要。',
  'misconception.step.cpu.summary2':
    '在同样的链路上，RDMA WRITE 的流式传输速率为 {rdmaGbps}\u00a0Gb/s，主机 A 的 CPU 每条消息花费 {rdmaCpuTime}（模型），用于一个 WQE 和 {mmioBytes}\u00a0B 的 MMIO：每个载荷字节 0\u00a0ns。主机 B 的 CPU 什么也不做。',
  'misconception.step.cpu.summary2Inline':
    '在同样的链路上，RDMA WRITE 的流式传输速率为 {rdmaGbps}\u00a0Gb/s，主机 A 的 CPU 花费 {rdmaCpuTime}（模型），用于一个内联携带这 {bytes}\u00a0B 的 WQE 和 {mmioBytes}\u00a0B 的 MMIO：内联复制是它唯一按字节计的开销，而且最多只到 {maxInline}\u00a0B。主机 B 的 CPU 什么也不做。',
  'misconception.step.cpu.summary3':
    '在 1\u00a0MiB 时，差距体现在绝对时间上：误解中 CPU 时间为 {misconceptionMib}，RDMA 为 {realMib}（模型）。',
  'misconception.step.cpu.reality':
    'RDMA 的决定性特征是由 HCA 的 DMA 引擎搬运数据。BlueFlame 确实会把 WQE（以及内联时的少量载荷）经 BAR 推送出去，但只推送到本地 HCA。',

  'misconception.step.timeout.title': '为什么不行：报文一旦丢失，重传恢复比 PCIe 完成超时还慢',
  'misconception.step.timeout.summary1':
    '加载是 non-posted 的：A 的根复合体等待完成报文的时间最多为一个完成超时（Completion Timeout），默认为 {ctoMin} 到 {ctoMax}。',
  'misconception.step.timeout.summary2':
    '名义上，RC 重传定时器为 4.096\u00a0µs × 2^timeout：timeout 为 {timeout}（perftest 的默认值）时是 {rcFirst}，是完成超时默认上限的 {ratio} 倍，retry_cnt 为 {retries}。ConnectX 固件可能会自适应地调整这个间隔（自适应重传），因此实际的重试时间会有所不同。',
  'misconception.step.timeout.summary3':
    '无论哪种情况，HCA 都在端到端层面恢复丢失的报文，没有任何 CPU 加载需要等它。而经窗口的加载就得等：如果丢失没能在完成超时之内恢复，或者主机 B 已经宕机，这条消息所需的 {loads}，每一次都会返回全 1，并在 A 上记录一个 AER Completion Timeout。',
  'misconception.step.timeout.reality': 'RC 在 HCA 中处理报文丢失：B 对 PSN 缺口回 NAK，或者 A 超时后重传，而 CPU 什么也不用等。',

  'misconception.step.protection.title': '为什么不行：没有密钥，没有保护域，没有边界',
  'misconception.step.protection.summary1': '对 BAR 的存储指令只受 A 的页表检查：A 映射了哪个页，就可以写哪个页。',
  'misconception.step.protection.summary2':
    '真实的响应端会先做 {count} 项检查：{checks}。错误的 rkey 或超出 MR 的地址会收到 NAK {accessNak}，且不会写入任何数据。',
  'misconception.step.protection.reality':
    'rkey {rkey} 指向 MKey 索引 {mkeyIndex}；它必须全部 32\u00a0位都匹配、属于该 QP 的保护域、允许 REMOTE_WRITE，并且覆盖 [{remoteVa}, +{bytes}\u00a0B)。',

  'misconception.step.pinning.title': '为什么不行：没有任何东西锁定 B 的内存页',
  'misconception.step.pinning.summary1': 'B 上没有任何东西注册目标缓冲区，因此 B 的操作系统随时可能移动或换出它的 {pages}。',
  'misconception.step.pinning.summary2':
    '真实的目标缓冲区由 ibv_reg_mr 锁定（pin_user_pages_fast，带 FOLL_LONGTERM），建立 DMA 映射，并逐页列入 HCA B 的 MTT。',
  'misconception.step.pinning.reality': '正是注册让 HCA B 能够写入操作系统不会移动的物理页，也正是这一步生成了 A 必须出示的 rkey。',

  'misconception.step.compare.title': '两个模型并排对比',
  'misconception.step.compare.summary1':
    '误解：A 的 CPU 把 {bytes}\u00a0B 搬过一扇窗口，这扇窗口无法指明 B，B 上也没有任何东西检查它，而且每次 8\u00a0B 加载都要停顿 {roundTripUs}\u00a0µs。',
  'misconception.step.compare.summary2':
    '真实：A 的 CPU 写一个 WQE 和 {mmioBytes}\u00a0B 的 MMIO；HCA A 通过 DMA 读取这 {bytes}\u00a0B，发出 {packets}，带上 B 的 LID、QPN、PSN、VA 和 rkey；HCA B 检查这些值，再写入 B 的已锁定页。',
  'misconception.step.compare.reality': 'BAR 映射的是本地 HCA 的门铃和 BlueFlame 缓冲区。数据通过 DMA 搬运，由 InfiniBand 报头寻址。',

  // 失败点 1：大小（figuresSize.ts）。
  'misconception.figure.size.windowFraction.label': '一个 BAR0 能覆盖主机 B 内存的比例',
  'misconception.figure.size.windowFraction.formula': 'BAR0 / B 的内存 = {bar0Size} / {hostRam} = 1/{windowsPerHost} = {percent}%',
  'misconception.figure.size.windowsPerHost.label': '映射一台主机 B 的内存所需的 32\u00a0MiB 窗口数',
  'misconception.figure.size.windowsPerHost.formula':
    '{hostRam} / {bar0Size} = {windowsPerHost}（A 只有一个 BAR0，在枚举时一次性确定大小）',
  'misconception.figure.size.bar0.caveat':
    '{bar0Size} 是 ConnectX-4/5/6 物理功能的典型值（一块 ConnectX-6 Dx 显示为 [size=32M]，见 NVIDIA/l2fwd-nv#6）。SR-IOV 虚拟功能有自己的 BAR，其大小可能不同（此处未验证）。',
  'misconception.figure.size.fabricWindows.label': '{hosts} 台主机的网络所需的窗口数（示意）',
  'misconception.figure.size.fabricWindows.formula': '{hosts} 台主机 × {windowsPerHost} 个窗口 = {fabricWindows} 个 {bar0Size} 的窗口',
  'misconception.figure.size.fabricWindows.caveat': '{hosts} 台主机只是示意，不是实测的网络：大型 InfiniBand 网络连接着数千台服务器。',
  'misconception.figure.size.messageWindows.label': 'B 的目标缓冲区跨越的 32\u00a0MiB 对齐窗口数',
  'misconception.figure.size.messageWindows.formula': 'floor(({remoteVa} + {bytes} − 1) / 2^25) − floor({remoteVa} / 2^25) + 1 = {windows}',
  'misconception.figure.size.messageWindows.formulaEmpty': '零长度写不触及任何窗口',

  // 失败点 2：寻址（figuresAddressing.ts）。
  'misconception.figure.addressing.windowBits.label': 'BAR0 内的偏移能容纳的地址位数',
  'misconception.figure.addressing.windowBits.formula': 'log2({bar0Size}) = log2({bar0Bytes}) = {bits}',
  'misconception.figure.addressing.windowOffset.label': 'B 的 VA 在窗口内还剩下什么',
  'misconception.figure.addressing.windowOffset.formula':
    '{remoteVa} mod 2^{bits} = {offset}；存储指令写到 BAR0 {bar0} + {offset} = {address}',
  'misconception.figure.addressing.droppedBits.label': 'RETH 的 64\u00a0位 VA 中在 TLP 里无处安放的位数',
  'misconception.figure.addressing.droppedBits.formula': '64 − {bits} = {dropped}；此处丢失的是 {remoteVa} >> {bits} = {lost}',
  'misconception.figure.addressing.missingFields.label': '远端写必须指明、却没有任何 TLP 字段能携带的信息',
  'misconception.figure.addressing.missingFields.formula': '{fields}：{missing} 项没有对应的 TLP 字段',

  // 远端写必须指明的内容 vs TLP 能携带的内容（寻址表）。
  'misconception.addr.none': '无',
  'misconception.addr.value.lid': 'LID {lid}',
  'misconception.addr.dlid.need': '哪台主机（目的端口）',
  'misconception.addr.dlid.ibField': '{field}，16\u00a0位（跨子网时为 GRH DGID，128\u00a0位）',
  'misconception.addr.dlid.tlpField': '无（Requester ID 指明的是 A 自己总线上的发送端）',
  'misconception.addr.destQp.need': 'B 上的哪个队列对',
  'misconception.addr.destQp.ibField': '{field}，24\u00a0位',
  'misconception.addr.psn.need': '顺序与报文丢失检测',
  'misconception.addr.psn.ibField': '{field}，24\u00a0位',
  'misconception.addr.psn.tlpField':
    '没有端到端的字段：PCIe 只各自保护每一条链路（每个 TLP 带序列号和 LCRC，收到 Nak 后重放），而不是通往主机 B 的整条路径；可选的 ECRC 只能检测数据损坏，且仅限于 A 的 PCIe 层次结构之内；8\u00a0位 Tag 对 posted 写不使用',
  'misconception.addr.va.need': '写到 B 内存的哪里',
  'misconception.addr.va.ibField': '{field}，64\u00a0位',
  'misconception.addr.va.tlpField': 'Address：只有低 {bits}\u00a0位能放进 BAR0，得到 {address}',
  'misconception.addr.rkey.need': '写入该处的权限',
  'misconception.addr.rkey.ibField': '{field}，32\u00a0位',
  'misconception.addr.length.need': '写多少',
  'misconception.addr.length.ibField': '{field}，32\u00a0位（≤ 2^31）',
  'misconception.addr.length.tlpField': 'Length，10\u00a0位：每个 TLP 至多 {max}\u00a0B',

  // 内存请求 TLP 报头的各字段。
  'misconception.tlpField.fmtType.carries': 'TLP 的种类（MWr32 {mwr32}、MWr64 {mwr64}、MRd、CplD 等）',
  'misconception.tlpField.attributes.carries':
    '流量类别（traffic class）、排序/窥探（snoop）属性、摘要（digest）、毒化（poison）、地址转换',
  'misconception.tlpField.length.carries': '以 DW 计的载荷长度，至多 1024\u00a0DW = 4096\u00a0B',
  'misconception.tlpField.requesterId.carries':
    '本地总线上的发送端（bus:device.function）；对于 CPU 的存储指令，是根复合体的某个 ID，具体取值因平台而异',
  'misconception.tlpField.tag.carries': '把完成报文与读请求对应起来；posted 写不使用',
  'misconception.tlpField.byteEnables.carries': '首个和最后一个 DW 中哪些字节有效',
  'misconception.tlpField.address.carries': '一个主机物理地址（DW 对齐）：根复合体把它路由到 BAR 包含该地址的本地设备',

  // 失败点 3：CPU 开销（figuresCpu.ts）。
  'misconception.figure.cpu.wcStoreBw.label': '单个 CPU 核以写合并方式写入 MMIO 的速率（估算值）',
  'misconception.figure.cpu.wcStoreBw.formula':
    '{buffers} 个缓冲区 × 64\u00a0B / 每个 {holdNs}\u00a0ns = {gBps}\u00a0GB/s = 每核 {gbps}\u00a0Gb/s（Little 定律）',
  'misconception.figure.cpu.wcStoreBw.caveat':
    '这是估算值，不是测量值。每核约有 {buffers} 个 64\u00a0B 的行填充/写合并缓冲区，这是自 Nehalem 以来关于 Intel CPU 核广为人知的常识；而每个缓冲区要被占用多久，直到 uncore 接受其 posted 写，并无文档说明：{holdNs}\u00a0ns 取自一位用户在同一个核发出的 MMIO 写 TLP 之间测得的 50–300\u00a0ns 的中间值（Intel 社区论坛）。',
  'misconception.figure.cpu.pcieStoreBw.label': '向 BAR0 写入 64\u00a0B 块时 PCIe 的上限',
  'misconception.figure.cpu.pioStoreBw.formula':
    '64 / (64 + {overhead}) × {pcieGbps}\u00a0Gb/s（{link} 数据速率）= {storeGbps}\u00a0Gb/s；{tlp}',
  'misconception.figure.cpu.pioStoreBw.mwr32': 'MWr32（BAR0 低于 4\u00a0GiB：12\u00a0B 报头 + 8\u00a0B DLL/PHY）',
  'misconception.figure.cpu.pioStoreBw.mwr64': 'MWr64（16\u00a0B 报头 + 8\u00a0B DLL/PHY）',
  'misconception.figure.cpu.pioStoreBw.caveat':
    '这是一个上限：它忽略了 DLLP 和 SKP 有序集，并假设每个 64\u00a0B 块都作为一个 TLP 离开写合并缓冲区，而 x86 并不保证这一点（CPU 核或根复合体可能把它拆开）。',
  'misconception.figure.cpu.misconceptionStoreBw.label': '误解中每核向窗口写入的速率',
  'misconception.figure.cpu.misconceptionStoreBw.formula':
    'min(CPU 核 {wcGbps}\u00a0Gb/s（估算值）, PCIe {pcieGbps}\u00a0Gb/s ({link}), IB {ibGbps}\u00a0Gb/s ({ib})) = {storeGbps}\u00a0Gb/s：这些字节离开 CPU 核、穿过 PCIe 链路之后，还得从 HCA A 的 IB 端口发出',
  'misconception.figure.cpu.misconceptionStoreBw.caveat':
    '依赖于每核写合并速率的估算。多个核同时写入，仍要共享 PCIe 和 IB 的上限，而且每个核在它写入的每一个字节上都处于忙碌状态。IB 上限忽略了报头，而这个误解根本没有定义报头：这已经是对误解有利的宽松估算。',
  'misconception.figure.cpu.pioLoadBw.label': 'CPU 从窗口加载的吞吐量（8\u00a0B 加载，一次一个）',
  'misconception.figure.cpu.pioLoadBw.formula':
    '8\u00a0B / 往返时间 = 8\u00a0B / {roundTripUs}\u00a0µs（ib_read_lat）= {loadMBps}\u00a0MB/s',
  'misconception.figure.cpu.pioLoadBw.caveat':
    '往返时间取 ib_read_lat，即实测的 RDMA READ 延迟（perftest#131），它已经包含了主机 A 自身 PCIe 链路上的往返。若再加上本地 MMIO 读（约 {mmioUs}\u00a0µs，即 snabb#1013 中一位评论者给出的 PCIe 往返时间，未说明测试环境），则为 8\u00a0B / {totalUs}\u00a0µs = {totalMBps}\u00a0MB/s。',
  'misconception.figure.cpu.rdmaBw.label': '同样链路上的 RDMA WRITE 带宽（受链路限制）',
  'misconception.figure.cpu.rdmaBw.formula':
    'min({ibGbps}\u00a0Gb/s × {mtu}/{packetBytes}, PCIe 载荷上限 {capGbps}\u00a0Gb/s) = {rdmaGbps}\u00a0Gb/s',
  'misconception.figure.cpu.rdmaBw.caveat':
    '这是满路径 MTU 报文的流式传输速率。小消息受模型中消息间隔的限制，该间隔按一次 ib_write_bw 运行拟合（单个 QP 约 {mpps}\u00a0Mpps，perftest#132）：这只是一次测量，不是 QP 的上限（perftest#65 在一次运行中报告单个 mlx5 QP 上 1\u00a0KiB SEND 达到 5.68\u00a0Mpps，另一次为 0.94\u00a0Mpps）。',
  'misconception.figure.cpu.nsPerByte.label': '每个载荷字节的 CPU 时间：误解 vs 真实',
  'misconception.figure.cpu.nsPerByte.formula':
    '误解：8 / {storeGbps}\u00a0Gb/s = 每个字节 {perByte}\u00a0ns；真实：每个载荷字节 0\u00a0ns（CPU 从不接触载荷：它的开销按消息计）',
  'misconception.figure.cpu.nsPerByte.formulaInline':
    '误解：8 / {storeGbps}\u00a0Gb/s = 每个字节 {perByte}\u00a0ns；真实：内联复制进 WQE 时每字节 {inlinePerByte}\u00a0ns（模型），且最多只到 {maxInline}\u00a0B：更大的消息走 DMA，每字节 0\u00a0ns',
  'misconception.figure.cpu.nsPerByte.caveat': '误解中的速率依赖于每核写合并速率的估算。',
  'misconception.figure.cpu.pioCpuNs.label': '误解中经窗口写入这条消息（{bytes}\u00a0B）所需的 CPU 时间',
  'misconception.figure.cpu.pioCpuNs.formula':
    '{fixed}（一次 64\u00a0B 写合并突发及其 sfence，即真实 BlueFlame MMIO 的开销：8 × {storeNs}）+ {bytes}\u00a0B × {perByte}\u00a0ns = {cpuTime}',
  'misconception.figure.cpu.pioCpuNs.formulaEmpty': '零长度消息无需写入任何内容：0\u00a0ns',
  'misconception.figure.cpu.pioCpuNs.caveat': '固定部分来自时序模型（其中的 CPU 开销是估算值）；按字节的部分依赖于每核写合并速率的估算。',
  'misconception.figure.cpu.rdmaCpuNs.label': '真实 RDMA WRITE 中主机 A 的 CPU 时间（每条消息）',
  'misconception.figure.cpu.rdmaCpuNs.formula':
    '{wqe} + 门铃记录 {dbr} + {mmioBytes}\u00a0B MMIO {mmio} = {cpuTime}（时序模型；CPU 开销为估算值）',
  'misconception.figure.cpu.rdmaCpuNs.formulaPoll':
    '{wqe} + 门铃记录 {dbr} + {mmioBytes}\u00a0B MMIO {mmio} + CQ 轮询 {poll} = {cpuTime}（时序模型；CPU 开销为估算值）',
  'misconception.figure.cpu.rdmaCpuNs.wqe': 'WQE {time}',
  'misconception.figure.cpu.rdmaCpuNs.wqeInline': '含 {bytes}\u00a0B 内联复制的 WQE {time}',
  'misconception.figure.cpu.rdmaCpuNs.caveat': 'CPU 开销是估算值：没有公开的测量数据能确定它们。',
  'misconception.figure.cpu.cpuNsMib.label': '1\u00a0MiB 消息的 CPU 时间：误解 vs 真实（用于对比量级）',
  'misconception.figure.cpu.cpuNsMib.formula':
    '误解：{fixed} + {bytes}\u00a0B × {perByte}\u00a0ns = {misconceptionTime}；真实：每条消息 {realTime}，与消息大小无关（仅为误解的 1/{ratio}）',
  'misconception.figure.cpu.cpuNsMib.formulaInline':
    '误解：{fixed} + {bytes}\u00a0B × {perByte}\u00a0ns = {misconceptionTime}；真实：每条消息 {realTime}，因为 1\u00a0MiB 无法内联，其载荷通过 DMA 读取（仅为误解的 1/{ratio}）',
  'misconception.figure.cpu.cpuNsMib.caveat':
    '两边使用同一个时序模型（其中的 CPU 开销是估算值）；误解中按字节的开销依赖于每核写合并速率的估算。',
  'misconception.figure.cpu.pioMmioBytes.label': 'CPU 推入 BAR 的字节数：误解 vs 真实',
  'misconception.figure.cpu.pioMmioBytes.formula':
    '误解：全部 {bytes}\u00a0B 载荷；真实：{mmioBytes}\u00a0B（{what}），任何大小的消息都一样',
  'misconception.figure.cpu.pioMmioBytes.formulaInline':
    '误解：全部 {bytes}\u00a0B 载荷，写入 B 的内存；真实：{mmioBytes}\u00a0B，即通过 BlueFlame 写入的、内联了载荷的 WQE，写入 HCA A 的缓冲区',
  'misconception.figure.cpu.pioMmioBytes.doorbell': '8\u00a0B 门铃',
  'misconception.figure.cpu.pioMmioBytes.blueFlame':
    '{wqeBytes}\u00a0B 的 WQE，经 BlueFlame 以 64\u00a0B 为单位整块复制，共 {mmioBytes}\u00a0B',
  'misconception.figure.cpu.pioReadbackNs.label': '经窗口把消息读回来',
  'misconception.figure.cpu.pioReadbackNs.formula':
    'ceil({bytes} / 8) = {loads} × {roundTripUs}\u00a0µs = {time}（每次加载都让 CPU 核停顿）',

  // 失败点 4：超时（figuresFailure.ts）。
  'misconception.figure.timeout.ctoDefault.label': 'PCIe 完成超时（Completion Timeout），默认范围（取其上限）',
  'misconception.figure.timeout.ctoDefault.formula': 'DevCtl2 Completion Timeout Value 0000b = {min} 到 {max}',
  'misconception.figure.timeout.rcFirst.label': 'RC 重传超时，timeout = {timeout}（名义值）',
  'misconception.figure.timeout.rcFirst.formula': '名义值：4.096\u00a0µs × 2^{timeout} = {rc}',
  'misconception.figure.timeout.rcFirst.caveat':
    '这是名义值，并非界限。ConnectX 固件支持自适应重传：初始超时随机化，并在配置的各个范围内逐级翻倍，NVIDIA 称这“可能给有效超时带来最多 {factor} 倍的延迟”；还有一位用户看到 ConnectX-5 无论 timeout 设为多少，都在 2、4、8、16\u00a0ms 时重传（perftest#251）。{timeout} 是 perftest 的默认值；QP 的 timeout 由应用程序选择，不属于本场景的一部分。',
  'misconception.figure.timeout.rcVsCto.label': '一次名义重传等待 vs CPU 的完成超时',
  'misconception.figure.timeout.rcVsCto.formula':
    '名义值 {rc} / {ctoMax} = 上限的 {ratioMax} 倍（下限 {ctoMin} 的 {ratioMin} 倍）；无论实际等待多久，HCA 都在端到端层面重传，没有任何 CPU 加载需要等它',
  'misconception.figure.timeout.rcVsCto.caveat':
    '启用自适应重传时，第一次重试可能来得早得多（固件允许的基础超时低至 {minBase}），因此一次重试可能落在 {ctoMax} 的完成超时之内。论证并不依赖这个比值：RC 在 HCA 内部恢复丢失的报文，而经窗口的加载会在整个恢复期间让一个 CPU 加载一直悬而未决。',
  'misconception.figure.timeout.rcWorst.label': 'RC 最多重试 retry_cnt = {retries} 次（名义值）',
  'misconception.figure.timeout.rcWorst.formula':
    '名义值：(1 + {retries} 次重试) × {rc} = {worst}，全部在 HCA A 内部等待：没有任何未完成的 CPU 加载',
  'misconception.figure.timeout.rcWorst.caveat':
    '名义值：自适应重传会改变间隔（NVIDIA 文档；perftest#251）。retry_cnt = {retries} 是 perftest 的默认值；一位 perftest 维护者预计 ConnectX QP 会在大约 {retries} 次超时后失败（perftest#251），而 soft-RoCE（rxe）把 {retries} 当作“无限重试”。',
  'misconception.figure.timeout.allOnesLoads.label': '若 B 宕机，这条消息中会返回全 1 的加载次数',
  'misconception.figure.timeout.allOnesLoads.formula':
    'ceil({bytes} / 8) = {loads}，每次都返回 {allOnes}（PCI_ERROR_RESPONSE ~0），并在 A 上记录一个 AER Completion Timeout',
  'misconception.figure.timeout.allOnesLoads.caveat': '某些平台会把完成超时升级为机器检查（machine check）；这因平台而异，这里未经验证。',

  // 失败点 5 和 6：保护与锁页（figuresFailure.ts）。
  'misconception.figure.protection.checksBypassed.label': 'HCA B 写入前会做、而窗口会跳过的检查',
  'misconception.figure.protection.checksBypassed.formula': '{checks}：共 {count} 项检查，误解中为 0 项（存储指令只受 A 的页表检查）',
  'misconception.figure.pinning.pagesUnpinned.label': 'B 的目标缓冲区中没有任何东西锁定、也没有建立 DMA 映射的页',
  'misconception.figure.pinning.pagesUnpinned.formula': {
    one: 'B 上真实的 MR 覆盖从 {start} 开始的 {n} × 4\u00a0KiB 页，由 ibv_reg_mr 锁定（pin_user_pages_fast，FOLL_LONGTERM）并列入 MTT；在误解中：{n} 个页未锁定、未列入',
    other:
      'B 上真实的 MR 覆盖从 {start} 开始的 {n} × 4\u00a0KiB 页，由 ibv_reg_mr 锁定（pin_user_pages_fast，FOLL_LONGTERM）并列入 MTT；在误解中：{n} 个页未锁定、未列入',
  },

  // 并排对比（compare.ts）。
  'misconception.compare.cpu.label': '主机 A 的 CPU 时间',
  'misconception.compare.cpu.misconception':
    '{fixed} + 每个字节 {perByte}\u00a0ns：{bytes}\u00a0B 需 {pioTime}，1\u00a0MiB 需 {mibTime}（模型；写入速率为估算值）；每次 8\u00a0B 加载停顿 {roundTrip}',
  'misconception.compare.cpu.misconceptionMib':
    '{fixed} + 每个字节 {perByte}\u00a0ns：这 {bytes}\u00a0B 需 {pioTime}（模型；写入速率为估算值）；每次 8\u00a0B 加载停顿 {roundTrip}',
  'misconception.compare.cpu.real':
    '每条消息 {cpuTime}（模型）：一个 WQE 和 {mmioBytes}\u00a0B 的 MMIO，每个载荷字节 0\u00a0ns（1\u00a0MiB 也是 {mibTime}）；主机 B 的 CPU：0',
  'misconception.compare.cpu.realInline':
    '{cpuTime}（模型）：一个内联携带这 {bytes}\u00a0B 的 WQE 和 {mmioBytes}\u00a0B 的 MMIO；超过 {maxInline}\u00a0B 时载荷走 DMA（1\u00a0MiB 需 {mibTime}）；主机 B 的 CPU：0',
  'misconception.compare.bus.label': '经过内存总线的字节',
  'misconception.compare.bus.misconception': 'A：{bytes}\u00a0B 由 CPU 亲自加载；B：{bytes}\u00a0B 由某个不知名的部件写入未锁定的页',
  'misconception.compare.bus.real':
    'A：{readBytes}\u00a0B 由 HCA A 的 DMA 读取；B：{writeBytes}\u00a0B 由 HCA B 的 DMA 写入；CPU 拷贝：{copies}',
  'misconception.compare.bus.realInline':
    'A：{readBytes}\u00a0B 由 HCA A 的 DMA 读取（另有 {bytes}\u00a0B 由 CPU 内联复制）；B：{writeBytes}\u00a0B 由 HCA B 的 DMA 写入；CPU 拷贝：{copies}',
  'misconception.compare.latency.label': '延迟',
  'misconception.compare.latency.misconception':
    '存储指令是 posted 的，所以 A 得不到任何反馈；一次加载要花一个完整往返 {roundTrip}（ib_read_lat），而未能在完成超时（默认最长 {ctoMs}\u00a0ms）内恢复的报文丢失会让它以全 1 告终',
  'misconception.compare.latency.real':
    '数据在 {land} 进入 B 的内存，A 在 {poll} 看到完成项（模型）；实测 ib_write_lat：内联 {inline} / 非内联 {notInline}（2\u00a0B）',
  'misconception.compare.bandwidth.label': '带宽',
  'misconception.compare.bandwidth.misconception':
    '存储指令 ≈ 每核 {storeGbps}\u00a0Gb/s，取 CPU 核写合并速率 {wcGbps}\u00a0Gb/s（估算值）、PCIe {pcieGbps}\u00a0Gb/s 和 IB {ibGbps}\u00a0Gb/s 中的最小值，CPU 全程忙碌；加载为每核 {loadMBps}\u00a0MB/s',
  'misconception.compare.bandwidth.real':
    '在这些链路上、路径 MTU 为 {mtu}\u00a0B 时为 {rdmaGbps}\u00a0Gb/s；在本模型中小消息 ≈ 消息大小 × {mpps}\u00a0Mpps（一次 perftest 运行在单个 QP 上的速率，不是上限）',
  'misconception.compare.protection.label': '什么在保护主机 B',
  'misconception.compare.protection.misconception': 'B 上什么也没有：存储指令只受 A 的页表检查',
  'misconception.compare.protection.real':
    'HCA B 的 {checks}：rkey {rkey}（全部 32\u00a0位）、同一 PD、REMOTE_WRITE、边界；失败时回 NAK {accessNak} 且不写入任何数据；页由 ibv_reg_mr 锁定',

  // 两个模型最先分道扬镳之处。
  'misconception.divergence.realStore.doorbell': '一个 8\u00a0B 门铃',
  'misconception.divergence.realStore.blueFlame': '以 64\u00a0B 为单位整块复制、共 {bytes}\u00a0B 的 {wqeBytes}\u00a0B WQE（BlueFlame）',
  'misconception.divergence.realStore.inline':
    '内联了载荷、以 64\u00a0B 为单位整块复制、共 {bytes}\u00a0B 的 {wqeBytes}\u00a0B WQE（BlueFlame）',
  'misconception.divergence.realWhat': '{what}，写入 HCA A 位于 {address} 的 UAR 页',
  'misconception.divergence.misconceptionWhat': '全部 {bytes}\u00a0B 载荷，写入位于 {address} 的一扇“窗口”',
  'misconception.divergence.sentence':
    '两个模型在第一条 MOV 处就分道扬镳：真实的 CPU 向其本地 HCA 的 UAR 页（{address}）写入的只是{what}，任何大小的消息都一样；误解则让它把全部 {bytes} 个载荷字节一个不落地写进一扇通往 B 内存的窗口中。',
  'misconception.divergence.sentenceEmpty':
    '两个模型在第一条 MOV 处就分道扬镳：真实的 CPU 向其本地 HCA 的 UAR 页（{address}）写入的只是{what}，任何大小的消息都一样；消息长度为零时，误解没有载荷可写，而且依然说不出要写到哪里。',
  'misconception.divergence.sentenceInline':
    '两个模型在第一条 MOV 处就分道扬镳：真实的 CPU 向其本地 HCA 的 UAR 页（{address}）写入的是{what}，因此就连内联的载荷也进入 HCA A 的缓冲区；误解则让它把全部 {bytes} 个载荷字节一个不落地写进一扇通往 B 内存的窗口中。',

  // RDMA 真的是零拷贝吗？（zeroCopy.ts）
  'misconception.zeroCopy.answer': '零拷贝指的是主机内存中没有 CPU/操作系统进行的拷贝，而不是哪里都没有缓冲区。',
  'misconception.zeroCopy.staging':
    '每个 HCA 都会把报文数据暂存在片上 SRAM 中（此处一次至多一个报文），就像每块网卡和每台交换机都会缓冲传输中的比特一样。这种暂存不耗费 CPU 周期，也不占用主机内存带宽，因此不是零拷贝意义上的拷贝。某款具体的 HCA 如何对其做流水线处理并未公开。',
  'misconception.zeroCopy.notes.rdma':
    'HCA A 通过 DMA 读取 A 的缓冲区一次；HCA B 通过 DMA 写入 B 的已锁定页一次。两边的 CPU 都不接触数据。',
  'misconception.zeroCopy.notes.rdmaInline':
    '内联：A 的 CPU 把这 {bytes}\u00a0B 复制进 WQE 的内联段，并把 WQE 经 BAR 推送出去，用一次小的 CPU 拷贝（至多 220\u00a0B）换掉 HCA A 的一次 DMA 读。B 这一侧不变：一次 DMA 写，无需 CPU。',
  'misconception.zeroCopy.notes.tcp':
    '发送端：CPU 把数据从用户态复制到内核套接字缓冲区（一读一写），然后网卡通过 DMA 读取。接收端：网卡通过 DMA 写入内核缓冲区，然后 CPU 把数据从内核复制到用户态（一读一写）。',

  // 这幅图景几乎正确的场合（nuance.ts）。
  'misconception.nuance.ntb.title': 'PCIe 非透明桥（NTB）、Dolphin SISCI',
  'misconception.nuance.ntb.relation': '误解中的设想，在 PCIe 上真的实现了',
  'misconception.nuance.ntb.text1':
    'NTB 的内存窗口提供“对对端内存的经地址转换的读写访问”；地址转换由驱动程序配置（ntb_mw_set_trans）。窗口大小由 NTB 的 BAR 固定。',
  'misconception.nuance.ntb.text2':
    'Dolphin eXpressWare/SISCI 把远端段映射到本地地址空间，因此 CPU 可以对另一台主机的内存执行加载指令和存储指令，经过两个直通（cut-through）PCIe 交换机，只“额外多出几百纳秒”。这是 PCIe，不是 InfiniBand。',
  'misconception.nuance.cxl.title': 'CXL.mem 内存扩展器与内存池',
  'misconception.nuance.cxl.relation': '具有内存语义，但不是 BAR，且规模至多到机架级',
  'misconception.nuance.cxl.text1':
    '主机管理的设备内存（Host-managed Device Memory）经 CXL HDM 解码器映射进系统物理地址空间，用普通的可缓存加载指令和存储指令来访问。它是缓存一致的，不是传统的 PCIe BAR，覆盖范围至多一个机架。',
  'misconception.nuance.gpudirect.title': 'GPUDirect RDMA 下的 GPU BAR1',
  'misconception.nuance.gpudirect.relation': '与误解恰好相反',
  'misconception.nuance.gpudirect.text1':
    'GPU 通过 BAR1 暴露其显存（A100 上显示为一个 64\u00a0GiB 的可预取区域）。nvidia_p2p_get_pages() 锁定 GPU 页并返回其 BAR 地址，于是 HCA 的 DMA 写以对等（peer-to-peer）方式直接以 GPU 的 BAR 为目标。',
  'misconception.nuance.gpudirect.text2': '本地设备的 BAR 对外呈现的是该设备自己的内存，而网络上传输的仍然是 RDMA 报文。',
  'misconception.nuance.gpudirect.text3':
    '应用里可以看到：把 B 的缓冲区放进 GPU 显存（memB=gpu），B3 的写入就经 GPU B 与 HCA B 共用的 PCIe 交换机发往 GPU B 的 BAR1，而 A 的 CPU 仍然只写 HCA A 的门铃页。',
  'misconception.nuance.blueflame.title': 'BlueFlame 与内联：CPU 确实会经 BAR 写入',
  'misconception.nuance.blueflame.relation': '真正的 PIO，但只写入本地 HCA',
  'misconception.nuance.blueflame.text1':
    '使用 BlueFlame 时，CPU 以 64\u00a0B 写合并块把整个 WQE 复制到其 UAR 页中的一个缓冲区；使用 IBV_SEND_INLINE 时，WQE 还携带最多几百字节的载荷（perftest 对 RDMA WRITE 使用 220\u00a0B）。',
  'misconception.nuance.blueflame.text2':
    '这是对 HCA A 自己缓冲区的编程 I/O。随后 HCA A 据此构造 InfiniBand 报文；BAR 中没有任何东西映射主机 B。',

  // 设想中的设计所产生的产物（misconceptionArtifacts.ts）。
  'misconception.artifact.pioStores.label': {
    one: '设想：CPU 把全部 {bytes}\u00a0B 载荷写入“窗口”（{n} 个写合并块）',
    other: '设想：CPU 把全部 {bytes}\u00a0B 载荷写入“窗口”（{n} 个写合并块）',
  },
  'misconception.artifact.pioStore.label': '设想的存储指令 {index}/{count}：{bytes}\u00a0B 写到 BAR0 + {offset}',
  'misconception.artifact.pioStore.payload': '消息字节 {first}..{last}，由 CPU 亲自（编程 I/O）写入 {address}',
  'misconception.artifact.pioTlps.label': {
    one: '设想：{n} 个发往 HCA A 的 BAR0 的 MWr TLP：没有表示主机 B、QP 或密钥的字段',
    other: '设想：{n} 个发往 HCA A 的 BAR0 的 MWr TLP：没有表示主机 B、QP 或密钥的字段',
  },
  'misconception.artifact.pioTlp.label': '设想的 MWr {index}/{count}：{bytes}\u00a0B 写到 {address}',
  'misconception.artifact.pioTlp.data':
    '{bytes}\u00a0B 载荷。这个 TLP 中没有任何东西指明主机 B、队列对或密钥：只有 A 自己 BAR0 内的一个地址（B 的 VA {remoteVa} 被截得只剩低 25\u00a0位）',
  'misconception.artifact.pioLoad.label': '设想的 MRd：从 {address} 做一次 8\u00a0B 加载（non-posted：CPU 核停顿，直到 CplD 返回）',

  // 面板（src/views/misconception、src/views/shell/PanelTabs.tsx）。
  'misconception.ui.tabs.label': '误解详情',
  'misconception.ui.tabs.figures': '为什么行不通',
  'misconception.ui.tabs.compare': '真实 vs 设想',
  'misconception.ui.tabs.zeroCopy': '零拷贝？',
  'misconception.ui.tabs.nuance': '真有这种窗口的场合',
  'misconception.ui.tabs.bytes': '字节',
  'misconception.ui.footnotes.summary': '来源（{count}）',
  'misconception.ui.panel.tag': '误解',
  'misconception.ui.panel.asWrite':
    '这个误解讲的是 WRITE（“CPU 通过 BAR 写入 B 的内存”）：此处以同一消息的普通 RDMA WRITE 来展示它，不含故障。',
  'misconception.ui.figure.note': '注：{caveat}',
  'misconception.ui.addressing.caption': '远端写必须指明什么，TLP 又能携带什么',
  'misconception.ui.addressing.needed': '需要指明',
  'misconception.ui.addressing.ibField': 'IB 字段（值）',
  'misconception.ui.addressing.tlpField': 'TLP 字段',
  'misconception.ui.checks.caption': 'HCA B 写入前检查的内容（窗口会跳过这些检查）',
  'misconception.ui.side.title': '误解 vs 真实的 RDMA WRITE',
  'misconception.ui.side.firstDivergence': '第一个分歧点：MOV。',
  'misconception.ui.side.misconceptionColumn': '“BAR = B 的内存”',
  'misconception.ui.side.realColumn': '真实设计',
  'misconception.ui.zeroCopy.title': '零拷贝（{size}）',
  'misconception.ui.zeroCopy.rdmaA': 'RDMA A 端',
  'misconception.ui.zeroCopy.rdmaB': 'RDMA B 端',
  'misconception.ui.zeroCopy.tcpA': 'TCP A 端',
  'misconception.ui.zeroCopy.tcpB': 'TCP B 端',
  'misconception.ui.zeroCopy.dmaRead.label': 'DMA 读',
  'misconception.ui.zeroCopy.dmaRead.title': '网卡/HCA 从主机内存读取的字节数',
  'misconception.ui.zeroCopy.dmaWrite.label': 'DMA 写',
  'misconception.ui.zeroCopy.dmaWrite.title': '网卡/HCA 写入主机内存的字节数',
  'misconception.ui.zeroCopy.cpuRead.label': 'CPU 读',
  'misconception.ui.zeroCopy.cpuRead.title': 'CPU 为拷贝而读取的字节数',
  'misconception.ui.zeroCopy.cpuWrite.label': 'CPU 写',
  'misconception.ui.zeroCopy.cpuWrite.title': 'CPU 拷贝时写入的字节数',
  'misconception.ui.zeroCopy.cpuCopies.label': 'CPU 拷贝',
  'misconception.ui.zeroCopy.cpuCopies.title': 'CPU 在主机内存中进行的缓冲区到缓冲区拷贝次数',
  'misconception.ui.zeroCopy.bus.label': '内存总线',
  'misconception.ui.zeroCopy.bus.title': '穿过主机内存总线的全部字节',
  'misconception.ui.zeroCopy.rdmaNote': 'RDMA：',
  'misconception.ui.zeroCopy.tcpNote': 'TCP：',
  'misconception.ui.zeroCopy.rxeNote': '在 soft-RoCE 上：',
  'misconception.ui.zeroCopy.rxe': {
    one: '同一个 WRITE 经 Linux 的 rxe 执行时，主机 A 的 CPU 拷贝 {a}，主机 B 的 CPU 拷贝 {b}，并做 {n} 次系统调用：用的是 RDMA 的 verbs，付出的是套接字的拷贝。数字见“ConnectX 与 soft-RoCE”选项卡。',
    other:
      '同一个 WRITE 经 Linux 的 rxe 执行时，主机 A 的 CPU 拷贝 {a}，主机 B 的 CPU 拷贝 {b}，并做 {n} 次系统调用：用的是 RDMA 的 verbs，付出的是套接字的拷贝。数字见“ConnectX 与 soft-RoCE”选项卡。',
  },
  'misconception.ui.zeroCopy.hcaBuffers': 'HCA 缓冲区：',
  'misconception.ui.zeroCopy.peak': '（此处峰值：A {a}，B {b}，模型）',
  'misconception.ui.nuance.title': '这种设想基本成立的场合',
};
