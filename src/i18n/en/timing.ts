/** The Timing tab: the latency waterfall, what perftest measures, the bandwidth and message-rate curves, the calibration. */
export const TIMING = {
  'timing.panel.label': 'Timing of this transfer',

  'timing.summary.label': 'This message in numbers',
  'timing.summary.stream': 'A stream of {size} messages on one QP',
  'timing.summary.streamFaultFree': 'A stream of {size} messages on one QP, without the fault (the model of a steady stream has none)',
  'timing.summary.streamValue': '{gbps} Gb/s at {mpps} Mpps, set by {stage}',

  'timing.stage.cpuPost': 'the CPU’s posts',
  'timing.stage.messageRate': 'the model’s message interval (fitted to one ib_write_bw run)',
  'timing.stage.pcieADown': 'A’s PCIe link towards the HCA',
  'timing.stage.pcieAUp': 'A’s PCIe link towards memory',
  'timing.stage.link': 'the IB link',
  'timing.stage.pcieBUp': 'B’s PCIe link towards memory',

  'timing.waterfall.title': 'Where the time goes',
  'timing.gpu.uncalibrated':
    'Not calibrated for GPU memory: the times here are the host-memory model’s. No vendor publishes the latency of a GPUDirect RDMA path; NVIDIA’s GPUDirect RDMA guide says peer reads through a CPU are “severely limited” on some processors, and one user’s ib_write_bw across the CPUs reached about 11,000 MB/s into an A30’s memory against 23,000 MB/s into host memory (perftest#241).',
  'timing.waterfall.note':
    'Each step’s span on the simulated clock, from the post (0) to the end of the trace ({total}); the share is the span over that total. Steps that overlap (a pipeline of packets, the ACK leaving while the data lands) make the shares add up to more than 100%.',
  'timing.waterfall.label': 'Latency waterfall: one bar per step, from {start} to {end}',
  'timing.waterfall.row': '{title}: {start} → {end} ({duration}, {share} of {total}). Go to this step.',
  'timing.waterfall.total': 'End of the trace: {total}',
  'timing.waterfall.perftest': '{test} prints {time}',

  'timing.perftest.title': 'What {test} measures',
  'timing.perftest.show': 'Show it on the waterfall',
  'timing.perftest.write':
    'A ping-pong on memory: each side writes its iteration count into the last byte of the other’s buffer with a signaled RDMA WRITE, polls its own send CQ for that write’s completion, then spins on the last byte of its own buffer until the peer’s write changes it, and only then posts again. One side’s posts are {period} apart: two one-way trips, each ending when the peer’s poll sees the byte. {test} prints half of that: {reported}.',
  'timing.perftest.send':
    'A ping-pong of SENDs: each side sends, then polls its receive completion queue. One side’s posts are {period} apart: two one-way trips, each ending when the peer sees its receive completion. {test} prints half of that: {reported}.',
  'timing.perftest.read':
    'A READ is a round trip on its own: A asks, HCA B reads B’s memory and answers, A’s CPU polls its completion. {test} prints the whole round trip: {reported}, read off the trace of the READ (without its fault, if any).',
  'timing.perftest.notCq':
    'A waits for B on every iteration: it posts again only once its poll loop sees the byte that B’s WRITE placed, and B’s CPU posts that WRITE only after it has seen A’s byte. Each side also polls its send CQ after every post; in this model that completion comes before the peer’s answer, so it does not set the period.',
  'timing.perftest.cqSets':
    'A waits for B on every iteration: it posts again only once its poll loop sees the byte that B’s WRITE placed, and B’s CPU posts that WRITE only after it has seen A’s byte. Each side also polls its send CQ after every post, and here that completion comes after the peer’s answer: it sets the period.',
  'timing.perftest.notCqSend':
    'A waits for B on every iteration: it posts its next SEND only after its receive CQ shows B’s SEND. Each side also polls its send CQ for its own SEND’s completion; in this model that completion comes before the peer’s answer, so it does not set the period.',
  'timing.perftest.cqSetsSend':
    'A waits for B on every iteration: it posts its next SEND only after its receive CQ shows B’s SEND. Each side also polls its send CQ for its own SEND’s completion, and here that completion comes after the peer’s answer: it sets the period.',
  'timing.perftest.published':
    'Published for 2 B ({source}, hardware not stated): {inline} inline, {noInline} with inline off, {read} for READ.',
  'timing.perftest.publishedSend':
    'No ib_send_lat result is published for hardware like this. For comparison, published for 2 B ({source}, hardware not stated): ib_write_lat {inline} inline and {noInline} with inline off, ib_read_lat {read}.',
  'timing.perftest.sendUncalibrated':
    'This ib_send_lat figure is the model’s, not calibrated: no published ib_send_lat result names hardware like this preset’s. It includes HCA B’s DMA read of the receive WQE before it may place the data; whether an HCA hides that read by prefetching receive WQEs is not public.',
  'timing.pingpong.label': 'Two timelines, host A and host B, time going down; arrows are the RDMA operations',
  'timing.pingpong.hostA': 'Host A',
  'timing.pingpong.hostB': 'Host B',
  'timing.pingpong.write': 'RDMA WRITE',
  'timing.pingpong.send': 'SEND',
  'timing.pingpong.seen': 'poll sees it',
  'timing.pingpong.ownCqe': 'own CQE',
  'timing.pingpong.period': 'period {time}',
  'timing.pingpong.printed': 'printed {time}',
  'timing.pingpong.request': 'READ request',
  'timing.pingpong.dmaRead': 'HCA B reads memory',
  'timing.pingpong.response': 'READ response',
  'timing.pingpong.pollCq': 'poll sees the CQE',

  'timing.curves.title': 'Bandwidth and message rate against message size ({preset}, one QP)',
  'timing.curves.bwLabel': 'Bandwidth in Gb/s against message size, with published measurements as points',
  'timing.curves.rateLabel': 'Message rate in Mpps against message size, with published measurements as points',
  'timing.curves.bwUnit': 'Gb/s',
  'timing.curves.rateUnit': 'Mpps',
  'timing.curves.size': 'message size',
  'timing.curves.knee': 'knee ≈ {size}: size × message rate meets the plateau',
  'timing.curves.plateau': 'plateau {value} Gb/s, set by {stage}',
  'timing.curves.flat': '{value} Mpps for small messages, set by {stage}',
  'timing.curves.current': 'this message: {size}',
  'timing.curves.anchor': '{source}: {value}',
  'timing.curves.note':
    'Model: per message, the slowest of the CPU’s post, the QP’s message interval, A’s and B’s PCIe links and the IB link. The interval is fitted to one ib_write_bw run (2.64 Mpps on one QP, perftest#132): a measurement, not a limit of the QP (perftest#65 reports 5.68 Mpps for 1 KiB ib_send_bw on one mlx5 QP in one run, 0.94 Mpps in another). Points: published ib_write_bw runs on mlx5 HCAs with 100 Gb/s links; their HCA model and PCIe generation are not stated. The interval is the same in every preset: no per-QP figure is published for the newer HCAs.',

  'timing.calib.title': 'The model against published figures (default preset)',
  'timing.calib.figure': 'Figure',
  'timing.calib.published': 'Published',
  'timing.calib.model': 'Model',
  'timing.calib.error': 'Error',
  'timing.calib.source': 'Source',
  'timing.calib.note':
    'Bold rows are held to ±15% by a test; the others show where the model stands. docs/calibration.md gives each figure’s method, conditions and unknowns.',
  'timing.anchor.writeLatInline': 'ib_write_lat, 2 B, inline',
  'timing.anchor.writeLatNoninline': 'ib_write_lat, 2 B, inline off',
  'timing.anchor.readLat': 'ib_read_lat, 2 B',
  'timing.anchor.writeBw64k': 'ib_write_bw, 64 KiB',
  'timing.anchor.msgRate2': 'ib_write_bw, 2 B, message rate',
  'timing.anchor.msgRate4': 'ib_write_bw, 4 B, message rate',
  'timing.anchor.msgRate8': 'ib_write_bw, 8 B, message rate',
  'timing.anchor.dmaRead64': 'PCIe DMA read, 64 B',
  'timing.anchor.dmaRead2048': 'PCIe DMA read, 2048 B',
} as const;
