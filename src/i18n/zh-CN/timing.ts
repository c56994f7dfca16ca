import type { TIMING } from '../en/timing';
import type { Entry } from '../msg';

/** 时序标签页（简体中文）：延迟瀑布图、perftest 测量的是什么、带宽和消息速率曲线、校准。 */
export const ZH_TIMING: { readonly [K in keyof typeof TIMING]: Entry } = {
  'timing.panel.label': '本次传输的时序',

  'timing.summary.label': '用数字看这条消息',
  'timing.summary.stream': '在一个 QP 上连续发送 {size} 的消息',
  'timing.summary.streamFaultFree': '在一个 QP 上连续发送 {size} 的消息，不含故障（稳定流的模型不含故障）',
  'timing.summary.streamValue': '{gbps}\u00a0Gb/s，{mpps}\u00a0Mpps（瓶颈：{stage}）',

  'timing.stage.cpuPost': 'CPU 的提交',
  'timing.stage.messageRate': '模型的消息间隔——按一次 ib_write_bw 运行拟合',
  'timing.stage.pcieADown': 'A 的 PCIe 链路（朝 HCA 方向）',
  'timing.stage.pcieAUp': 'A 的 PCIe 链路（朝内存方向）',
  'timing.stage.link': 'IB 链路',
  'timing.stage.pcieBUp': 'B 的 PCIe 链路（朝内存方向）',

  'timing.waterfall.title': '时间花在哪里',
  'timing.gpu.uncalibrated':
    '未针对 GPU 显存校准：这里的时间沿用主机内存的模型。没有厂商公布 GPUDirect RDMA 路径的延迟；NVIDIA GPUDirect RDMA 指南说，在某些处理器上经过 CPU 的对等读取“严重受限”；一位用户跨 CPU 运行 ib_write_bw，写入 A30 显存约 11000 MB/s，而写入主机内存约 23000 MB/s（perftest#241）。',
  'timing.waterfall.note':
    '每个步骤在模拟时钟上的时间跨度，从提交（0）到 trace（模拟执行记录）结束（{total}）；占比是该跨度除以这个总时间。相互重叠的步骤（报文流水线、数据落地的同时 ACK 已经发出）会使各占比之和超过 100%。',
  'timing.waterfall.label': '延迟瀑布图：每个步骤一条横条，从 {start} 到 {end}',
  'timing.waterfall.row': '{title}：{start} → {end}（{duration}，占 {total} 的 {share}）。转到此步骤。',
  'timing.waterfall.total': 'trace 结束：{total}',
  'timing.waterfall.perftest': '{test} 输出 {time}',

  'timing.perftest.title': '{test} 测量的是什么',
  'timing.perftest.show': '在瀑布图上显示',
  'timing.perftest.write':
    '内存上的乒乓：每一方用一个带完成通知（signaled）的 RDMA WRITE 把自己的迭代计数写入对方缓冲区的最后一个字节，在自己的发送 CQ 上轮询这次写的完成项，然后在自己缓冲区的最后一个字节上自旋，直到对方的写改变它，才再次提交。一方两次提交之间相隔 {period}：即两次单程传输，每次都在对端的轮询看到该字节时结束。{test} 输出其一半：{reported}。',
  'timing.perftest.send':
    'SEND 的乒乓：每一方发送，然后轮询自己的接收完成队列。一方两次提交之间相隔 {period}：即两次单程传输，每次都在对端看到其接收完成项时结束。{test} 输出其一半：{reported}。',
  'timing.perftest.read':
    'READ 本身就是一个往返：A 发出请求，HCA B 读取 B 的内存并应答，A 的 CPU 轮询其完成项。{test} 输出整个往返：{reported}，取自该 READ 的 trace（如有故障，则不计该故障）。',
  'timing.perftest.notCq':
    'A 在每次迭代中都要等待 B：只有当它的轮询循环看到 B 的 WRITE 写入的那个字节后，它才再次提交；而 B 的 CPU 也要先看到 A 写来的字节，才会提交这次 WRITE。每一方在每次提交后还会轮询自己的发送 CQ；在本模型中，这个完成项先于对方的应答到达，因此不决定周期。',
  'timing.perftest.cqSets':
    'A 在每次迭代中都要等待 B：只有当它的轮询循环看到 B 的 WRITE 写入的那个字节后，它才再次提交；而 B 的 CPU 也要先看到 A 写来的字节，才会提交这次 WRITE。每一方在每次提交后还会轮询自己的发送 CQ；而这里这个完成项晚于对方的应答到达，因此由它决定周期。',
  'timing.perftest.notCqSend':
    'A 在每次迭代中都要等待 B：只有当它的接收 CQ 出现 B 的 SEND 之后，它才提交下一个 SEND。每一方还会在发送 CQ 上轮询自己这次 SEND 的完成项；在本模型中，这个完成项先于对方的应答到达，因此不决定周期。',
  'timing.perftest.cqSetsSend':
    'A 在每次迭代中都要等待 B：只有当它的接收 CQ 出现 B 的 SEND 之后，它才提交下一个 SEND。每一方还会在发送 CQ 上轮询自己这次 SEND 的完成项；而这里这个完成项晚于对方的应答到达，因此由它决定周期。',
  'timing.perftest.published': '已公布的 2\u00a0B 结果（{source}，未说明硬件）：内联 {inline}，关闭内联 {noInline}，READ {read}。',
  'timing.perftest.publishedSend':
    '没有针对此类硬件公布的 ib_send_lat 结果。作为对照，已公布的 2\u00a0B 结果（{source}，未说明硬件）：ib_write_lat 内联 {inline}、关闭内联 {noInline}，ib_read_lat {read}。',
  'timing.perftest.sendUncalibrated':
    '这个 ib_send_lat 数值是模型算出的，未经校准：没有任何已公布的 ib_send_lat 结果注明了与本预设相当的硬件。它包含 HCA B 在放置数据之前对接收 WQE 的 DMA 读；HCA 是否通过预取接收 WQE 来掩盖这次读取，并未公开。',
  'timing.pingpong.label': '两条时间线：主机 A 和主机 B，时间向下推进；箭头表示 RDMA 操作',
  'timing.pingpong.hostA': '主机 A',
  'timing.pingpong.hostB': '主机 B',
  'timing.pingpong.write': 'RDMA WRITE',
  'timing.pingpong.send': 'SEND',
  'timing.pingpong.seen': '轮询看到它',
  'timing.pingpong.ownCqe': '自己的 CQE',
  'timing.pingpong.period': '周期 {time}',
  'timing.pingpong.printed': '输出 {time}',
  'timing.pingpong.request': 'READ 请求',
  'timing.pingpong.dmaRead': 'HCA B 读取内存',
  'timing.pingpong.response': 'READ 响应',
  'timing.pingpong.pollCq': '轮询看到 CQE',

  'timing.curves.title': '带宽和消息速率随消息大小的变化（{preset}，单个 QP）',
  'timing.curves.bwLabel': '带宽（Gb/s）随消息大小的变化，已公布的测量值以点表示',
  'timing.curves.rateLabel': '消息速率（Mpps）随消息大小的变化，已公布的测量值以点表示',
  'timing.curves.bwUnit': 'Gb/s',
  'timing.curves.rateUnit': 'Mpps',
  'timing.curves.size': '消息大小',
  'timing.curves.knee': '拐点 ≈ {size}：大小 × 消息速率与平台值相交之处',
  'timing.curves.plateau': '平台值 {value}\u00a0Gb/s（瓶颈：{stage}）',
  'timing.curves.flat': '小消息时为 {value}\u00a0Mpps（瓶颈：{stage}）',
  'timing.curves.current': '本消息：{size}',
  'timing.curves.anchor': '{source}：{value}',
  'timing.curves.note':
    '模型：对每条消息，取 CPU 的提交、QP 的消息间隔、A 和 B 的 PCIe 链路以及 IB 链路中最慢的一个。消息间隔按一次 ib_write_bw 运行拟合（单个 QP 2.64\u00a0Mpps，perftest#132）：这是一次测量，不是 QP 的上限（perftest#65 在一次运行中报告单个 mlx5 QP 上 1\u00a0KiB 的 ib_send_bw 达到 5.68\u00a0Mpps，另一次为 0.94\u00a0Mpps）。数据点：已公布的 ib_write_bw 结果，均在 100\u00a0Gb/s 链路的 mlx5 HCA 上测得；其 HCA 型号和 PCIe 代次均未说明。各预设使用同一个消息间隔：较新的 HCA 没有公布的单 QP 数据。',

  'timing.calib.title': '模型与已公布数值的对比（默认预设）',
  'timing.calib.figure': '数值',
  'timing.calib.published': '已公布',
  'timing.calib.model': '模型',
  'timing.calib.error': '误差',
  'timing.calib.source': '来源',
  'timing.calib.note':
    '粗体行由测试约束在 ±15% 以内；其他行只显示模型所处的位置。docs/calibration.md 给出了每个数值的方法、条件和未知因素。',
  'timing.anchor.writeLatInline': 'ib_write_lat，2\u00a0B，内联',
  'timing.anchor.writeLatNoninline': 'ib_write_lat，2\u00a0B，关闭内联',
  'timing.anchor.readLat': 'ib_read_lat，2\u00a0B',
  'timing.anchor.writeBw64k': 'ib_write_bw，64\u00a0KiB',
  'timing.anchor.msgRate2': 'ib_write_bw，2\u00a0B，消息速率',
  'timing.anchor.msgRate4': 'ib_write_bw，4\u00a0B，消息速率',
  'timing.anchor.msgRate8': 'ib_write_bw，8\u00a0B，消息速率',
  'timing.anchor.dmaRead64': 'PCIe DMA 读，64\u00a0B',
  'timing.anchor.dmaRead2048': 'PCIe DMA 读，2048\u00a0B',
};
