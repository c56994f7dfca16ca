/**
 * Teaching and embedding: languages, sharing and embedding, the lecture view,
 * the handout, images of a step, the predict-then-reveal questions and the
 * words a screen reader hears. New keys of this part of the app live here, so
 * the other domains' translations stay complete while this one is written.
 */
export const TEACH = {
  'teach.url.oneOf': 'one of {values}',

  // Languages: each language's own name (a reader looks for their language in their language).
  'teach.lang.label': 'Language',
  'teach.lang.en': 'English',
  'teach.lang.zhCN': '简体中文',

  // Narration for screen readers: each step as it is shown.
  'teach.narration': 'Step {index} of {count}: {title}. {first}',
  'teach.a11y.counter': 'Counter',
  'teach.a11y.changed': '(changed by this step)',
  'teach.a11y.stepText': 'What happens in this step',

  // Share and teach panel.
  'teach.share.button': 'Share',
  'teach.share.title': 'Share and teach',
  'teach.share.close': 'Close the share panel (Escape)',
  'teach.share.link': 'Link to this step',
  'teach.share.copyLink': 'Copy link to this step',
  'teach.share.embed': 'Embed in slides',
  'teach.share.embedView': 'Shown large',
  'teach.share.embedSize': 'Size',
  'teach.share.size': '{w} × {h}',
  'teach.share.sizeFill': 'fill the slide',
  'teach.share.lectureQuiz': 'Quiz for the room (lecture view)',
  'teach.share.copyEmbed': 'Copy embed code',
  'teach.share.copied': 'Copied.',
  'teach.share.copyFailed': 'Could not copy: select the text and copy it yourself.',
  'teach.share.iframeTitle': 'RDMA WRITE, byte by byte: {title}',
  'teach.share.images': 'This step as an image',
  'teach.share.modes': 'For the classroom',
  'teach.share.lecture': 'Lecture view (projector)',
  'teach.share.print': 'Handout (every step, a page each)',
  'teach.share.printCompact': 'Compact handout (two steps a page)',
  'teach.share.quiz': 'Ask a question before each step (predict, then reveal)',
  'teach.share.quizNote': 'Answers stay in this page: nothing is stored or sent.',

  'teach.view.topology': 'Topology',
  'teach.view.memory': 'Memory maps',
  'teach.view.bytes': 'Bytes',
  'teach.view.code': 'Code',

  // Images of a step.
  'teach.export.svg': '{view} as SVG',
  'teach.export.png': '{view} as PNG',
  'teach.export.title': 'Download the {view} of this step as an image',

  // Embed.
  'teach.embed.label': 'RDMA WRITE, byte by byte: one step at a time',
  'teach.embed.open': 'Open the explorer',
  'teach.embed.openTitle': 'Open this step in the full explorer (new tab)',
  'teach.embed.controls': 'Steps',
  'teach.embed.position': '{index} / {count}',

  // Lecture.
  'teach.lecture.label': 'Lecture view',
  'teach.lecture.exit': 'Leave the lecture view',
  'teach.lecture.keyBytes': 'Key bytes',

  // Handout.
  'teach.print.title': '{op}, byte by byte: the handout',
  'teach.print.answer': 'The answer',
  'teach.print.intro':
    'The pages that follow: every step of one {op}, each with its diagram, what happens and its key bytes, and, where the step has them, what really happens, the memory maps and HCA B’s checks. The scenario: {chip}.',
  'teach.print.link': 'Interactive version: {url}',
  'teach.print.print': 'Print or save as PDF',
  'teach.print.exit': 'Back to the explorer',
  'teach.print.step': 'Step {index} of {count}',
  'teach.print.keyBytes': 'Key bytes: {label}',
  'teach.print.memory': 'Memory maps after this step',
  'teach.print.loading': 'Preparing the handout…',
  'teach.print.topologyOf': 'Topology, step {index}',
  'teach.print.mapsOf': 'Memory maps, step {index}',

  // Key bytes.
  'teach.keyBytes.label': 'Key bytes of {label}',
  'teach.keyBytes.address': 'address',
  'teach.keyBytes.field': '{name} = {value}',
  'teach.keyBytes.none': 'No bytes move in this step.',

  // One line of what really happens, by step role.
  'teach.line.registerMemory': 'Registration pins the pages and lists them in an MTT, once, before any transfer.',
  'teach.line.createQps': 'The queues live in ordinary host RAM; only the doorbell page is in the HCA’s BAR.',
  'teach.line.exchangeKeys': 'A learns B’s VA and rkey as plain data over a socket: nothing maps B’s memory.',
  'teach.line.connectQps': 'Connecting writes QP contexts through the kernel and firmware; no data moves yet.',
  'teach.line.buildWqe': 'Ordinary stores into A’s own RAM: nothing crosses PCIe yet.',
  'teach.line.writeDoorbellRecord': 'One more store into A’s own RAM, ordered after the WQE by a barrier.',
  'teach.line.postMmio.doorbell': '8 bytes into HCA A’s doorbell register: no payload, no address on host B.',
  'teach.line.postMmio.blueflame': 'The WQE goes into HCA A’s own BlueFlame buffer, never into host B’s RAM.',
  'teach.line.postMmio.inline': 'The WQE, payload inside, goes into HCA A’s own buffer, never into host B’s RAM.',
  'teach.line.mmioTlp': 'The TLP carries an address in HCA A’s BAR and the bytes: nothing names host B.',
  'teach.line.fetchWqe': 'HCA A is the bus master: it reads the WQE from A’s RAM itself, without the CPU.',
  'teach.line.fetchPayload': 'HCA A reads the payload by DMA: the CPU never copies it.',
  'teach.line.buildPackets': 'B’s VA and rkey travel in the packet’s RETH as data, checked on arrival.',
  'teach.line.transmit': 'HCA A sends the packets itself; A’s CPU takes no part.',
  'teach.line.switchForward': 'The switch forwards by DLID and recomputes the VCRC; the ICRC passes untouched.',
  'teach.line.cable': 'With no switch, the VCRC HCA A computed is the one HCA B checks.',
  'teach.line.responderCheck': 'HCA B’s checks (rkey, access, bounds) are what protect host B’s memory.',
  'teach.line.responderCheck.empty': 'HCA B checks the packet; with nothing to write, it skips the rkey check.',
  'teach.line.translate': 'HCA B translates the VA through its MTT and itself issues B’s PCIe writes.',
  'teach.line.translate.empty': 'Nothing to translate: a zero-length write writes nothing.',
  'teach.line.pcieWrite': 'Posted writes: HCA B waits for no answer.',
  'teach.line.pcieWrite.empty': 'Nothing to send: B’s PCIe link stays idle.',
  'teach.line.placeData': 'Host B’s CPU does nothing: no interrupt, no system call, no copy.',
  'teach.line.acknowledge': 'The ACK says HCA B accepted the data, not that B’s application saw it.',
  'teach.line.writeCompletion': 'HCA A writes the CQE into A’s RAM by DMA; no interrupt unless asked for.',
  'teach.line.writeCompletion.unsignaled': 'Unsignaled: HCA A retires the WQE and writes no completion.',
  'teach.line.pollCompletion': 'A’s CPU polls its own memory; the CQE’s owner bit says the write is done.',
  'teach.line.pollCompletion.unsignaled': 'No CQE: only a later signaled request on this QP reports it.',

  // Predict, then reveal.
  'teach.quiz.label': 'Predict, then reveal',
  'teach.quiz.kicker': 'Before step {index}: predict',
  'teach.quiz.choices': 'Your prediction',
  'teach.quiz.skip': 'Skip the question',
  'teach.quiz.right': '✓ Right.',
  'teach.quiz.wrong': '✗ Not quite. The answer: {answer}',
  'teach.quiz.reveal': 'Show the step',
  'teach.quiz.link': 'Link to this step',
  'teach.quiz.loading': 'Loading the question…',
  'teach.quiz.keys': 'Keys 1–{n} choose; → skips to the next step.',

  'teach.quiz.registerMemory.q': 'Before any transfer, what does ibv_reg_mr do to the buffer it registers?',
  'teach.quiz.registerMemory.c1': 'It copies the buffer into the HCA’s on-chip memory',
  'teach.quiz.registerMemory.c2': 'It pins the buffer’s pages and lists their addresses in an MTT for the HCA',
  'teach.quiz.registerMemory.c3': 'It maps the buffer into the other host’s address space through a BAR',
  'teach.quiz.registerMemory.c4': 'Nothing physical: it only sets a permission flag',
  'teach.quiz.registerMemory.why':
    'The kernel pins the pages so the OS cannot move them and DMA-maps them, and the firmware creates an MKey whose MTT lists each page’s address; on B, the rkey names that MKey. It is done once, before the fast path.',

  'teach.quiz.exchangeKeys.q': 'How does host A learn where to write in host B’s memory?',
  'teach.quiz.exchangeKeys.c1': 'HCA A’s BAR maps B’s memory, so A simply stores there',
  'teach.quiz.exchangeKeys.c2': 'The switch tells HCA A the physical address of B’s pages',
  'teach.quiz.exchangeKeys.c3': 'B sends its buffer’s virtual address and rkey over an ordinary socket',
  'teach.quiz.exchangeKeys.c4': 'A’s kernel reads B’s page tables over the network',
  'teach.quiz.exchangeKeys.why':
    'Out of band (perftest uses TCP), B sends A its LID, QPN, the PSN it will send from, the buffer’s VA and its rkey. Nothing maps B’s memory into A: the remote address is just data that travels in the WQE and the packet, and HCA B checks it on arrival.',

  'teach.quiz.buildWqe.q': 'A’s application posts the write. Where does libmlx5 build the work request (WQE)?',
  'teach.quiz.buildWqe.c1': 'In the send queue ring, in host A’s own RAM',
  'teach.quiz.buildWqe.c2': 'Directly in host B’s memory',
  'teach.quiz.buildWqe.c3': 'In the kernel, after a system call',
  'teach.quiz.buildWqe.c4': 'In the InfiniBand switch',
  'teach.quiz.buildWqe.why':
    'ibv_post_send writes the WQE with ordinary stores into the next slot of the send queue ring in A’s own memory. Nothing crosses PCIe yet, and no kernel is involved on this fast path.',

  'teach.quiz.postMmio.q': 'The CPU now stores into HCA A’s BAR. What is behind that address?',
  'teach.quiz.postMmio.c1': 'Host B’s RAM, mapped across the fabric',
  'teach.quiz.postMmio.c2': 'A copy of host B’s buffer, cached in HCA A',
  'teach.quiz.postMmio.c3': 'Host A’s own DRAM',
  'teach.quiz.postMmio.c4': 'HCA A’s own doorbell and BlueFlame registers',
  'teach.quiz.postMmio.why.doorbell':
    'The BAR holds HCA A’s registers, never host B’s RAM. Here the CPU stores 8 bytes, the doorbell: they name the QP and the WQE and carry no payload and no address on host B. HCA A fetches the rest by DMA.',
  'teach.quiz.postMmio.why.blueflame':
    'The BAR holds HCA A’s registers and buffers, never host B’s RAM. With BlueFlame the CPU copies the whole WQE into a BlueFlame buffer of HCA A’s UAR page; the payload stays in A’s RAM until HCA A reads it.',
  'teach.quiz.postMmio.why.inline':
    'The BAR holds HCA A’s registers and buffers, never host B’s RAM. With inline data the CPU copies the WQE, payload inside, into HCA A’s on-chip BlueFlame buffer: the payload does travel through the BAR, but only to HCA A.',
  'teach.quiz.postMmio.why.empty':
    'The BAR holds HCA A’s registers and buffers, never host B’s RAM. With BlueFlame the CPU copies the whole WQE into a BlueFlame buffer of HCA A’s UAR page; a zero-length message has no payload to go anywhere.',

  'teach.quiz.mmioTlp.q': 'The root complex turns the store into a Memory Write TLP. Which address does the TLP carry?',
  'teach.quiz.mmioTlp.c1': 'Host B’s virtual address',
  'teach.quiz.mmioTlp.c2': 'A host-physical address inside HCA A’s BAR0',
  'teach.quiz.mmioTlp.c3': 'Host B’s LID and QP number',
  'teach.quiz.mmioTlp.c4': 'The rkey of B’s buffer',
  'teach.quiz.mmioTlp.why':
    'The root complex sees that the address lies in HCA A’s BAR0 and sends the TLP down A’s own PCIe link. A TLP carries a host-physical address and bytes, nothing else: remote addressing lives in the InfiniBand headers.',

  'teach.quiz.fetchWqe.q': 'Only the 8-byte doorbell reached HCA A. How does it get the rest of the WQE?',
  'teach.quiz.fetchWqe.c1': 'The CPU stores the rest through the BAR',
  'teach.quiz.fetchWqe.c2': 'HCA B sends it across the fabric',
  'teach.quiz.fetchWqe.c3': 'HCA A reads it from A’s RAM by DMA',
  'teach.quiz.fetchWqe.c4': 'The root complex pushes it after the doorbell',
  'teach.quiz.fetchWqe.why':
    'HCA A is the PCIe bus master: it sends a Memory Read request for the send queue slot, and the root complex answers with a completion carrying the data. The CPU plays no part.',

  'teach.quiz.fetchPayload.q': 'Who moves the payload from A’s buffer to HCA A?',
  'teach.quiz.fetchPayload.c1': 'HCA A, with DMA reads',
  'teach.quiz.fetchPayload.c2': 'A’s CPU, copying it into the BAR',
  'teach.quiz.fetchPayload.c3': 'A’s kernel, in a system call',
  'teach.quiz.fetchPayload.c4': 'HCA B, reading across the fabric',
  'teach.quiz.fetchPayload.why':
    'HCA A checks the lkey, translates the buffer’s address through its MTT and reads the bytes with Memory Read requests. It is the only time the payload crosses A’s memory bus, and the HCA, not the CPU, moves it.',

  'teach.quiz.buildPackets.q': 'What in the packet tells HCA B where in B’s memory the data goes?',
  'teach.quiz.buildPackets.c1': 'A host-physical address of B’s page',
  'teach.quiz.buildPackets.c2': 'Nothing: B’s CPU decides on arrival',
  'teach.quiz.buildPackets.c3': 'The switch rewrites the address for B',
  'teach.quiz.buildPackets.c4': 'The RETH: B’s virtual address, the rkey and the length',
  'teach.quiz.buildPackets.why':
    'The first (or only) packet of the write carries a RETH with B’s VA, the rkey and the length: the numbers B sent out of band. HCA B checks them and translates the VA itself.',

  'teach.quiz.switchForward.q': 'How does the switch decide where to send the packet?',
  'teach.quiz.switchForward.c1': 'It looks up the LRH’s destination LID (DLID) in its forwarding table',
  'teach.quiz.switchForward.c2': 'It reads B’s virtual address in the RETH',
  'teach.quiz.switchForward.c3': 'It asks host B’s CPU',
  'teach.quiz.switchForward.c4': 'It follows the ICRC',
  'teach.quiz.switchForward.why':
    'The switch looks up the DLID in its forwarding table and forwards cut-through. It recomputes the VCRC for the next link and may change the virtual lane through its SL-to-VL table; the ICRC counts VL as 1s, covers what no switch may change, and travels untouched.',

  'teach.quiz.responderCheck.q': 'What stops a bad remote write from landing in B’s memory?',
  'teach.quiz.responderCheck.c1': 'B’s CPU inspects every packet',
  'teach.quiz.responderCheck.c2': 'HCA B checks the rkey, the access rights and the bounds against the MKey',
  'teach.quiz.responderCheck.c3': 'The switch checks the rkey',
  'teach.quiz.responderCheck.c4': 'Nothing: RDMA writes are not checked',
  'teach.quiz.responderCheck.why':
    'HCA B checks the rkey against the MKey, the protection domain, REMOTE_WRITE access and that the bytes lie inside the MR. A bad rkey or address gets a NAK back to A, and nothing is written.',

  'teach.quiz.translate.q': 'Which device issues the PCIe writes on host B?',
  'teach.quiz.translate.c1': 'A separate DMA controller on B’s motherboard',
  'teach.quiz.translate.c2': 'B’s CPU, after an interrupt',
  'teach.quiz.translate.c3': 'HCA B itself, as the PCIe bus master',
  'teach.quiz.translate.c4': 'HCA A, across the fabric',
  'teach.quiz.translate.why':
    'HCA B looks up each page of the VA in the MKey’s MTT and builds the posted Memory Write TLPs itself. There is no separate DMA controller on B: HCA B is the bus master.',

  'teach.quiz.pcieWrite.q': 'Does HCA B wait for an answer to each Memory Write on B’s PCIe link?',
  'teach.quiz.pcieWrite.c1': 'No: the writes are posted, and no completion comes back',
  'teach.quiz.pcieWrite.c2': 'Yes: each write returns a completion',
  'teach.quiz.pcieWrite.c3': 'Yes: B’s CPU acknowledges each one',
  'teach.quiz.pcieWrite.why':
    'Memory Writes are posted: HCA B sends them up its link to the root complex and goes on, with no answer to wait for.',

  'teach.quiz.placeData.q': 'What does host B’s CPU do while the data lands in its memory?',
  'teach.quiz.placeData.c1': 'It copies the data from HCA B into the buffer',
  'teach.quiz.placeData.c2': 'Nothing: no interrupt, no system call, no copy',
  'teach.quiz.placeData.c3': 'It takes an interrupt and acknowledges the write',
  'teach.quiz.placeData.c4': 'It translates the addresses',
  'teach.quiz.placeData.why':
    'The root complex hands HCA B’s writes to B’s memory system and B’s CPU does nothing. B’s application learns that the data arrived only if it watches the memory, or if A tells it.',

  'teach.quiz.acknowledge.q': 'HCA B sends an ACK. What does it tell HCA A?',
  'teach.quiz.acknowledge.c1': 'That B’s application has read the data',
  'teach.quiz.acknowledge.c2': 'That the data is durable on host B',
  'teach.quiz.acknowledge.c3': 'That HCA B accepted the packets',
  'teach.quiz.acknowledge.c4': 'That B’s CPU copied the data',
  'teach.quiz.acknowledge.why':
    'The ACK means that HCA B accepted the packets. It tells no application on B anything, and it does not make the data durable.',

  'teach.quiz.writeCompletion.q': 'How does the completion reach A’s memory?',
  'teach.quiz.writeCompletion.c1': 'A’s CPU copies it out of HCA A’s BAR',
  'teach.quiz.writeCompletion.c2': 'HCA A writes a CQE into the CQ ring by DMA',
  'teach.quiz.writeCompletion.c3': 'HCA B writes it across the fabric',
  'teach.quiz.writeCompletion.c4': 'An interrupt handler writes it',
  'teach.quiz.writeCompletion.why':
    'On the ACK, HCA A retires the WQE and writes a 64-B CQE into the CQ ring in A’s RAM with a posted Memory Write, like any other DMA. No interrupt unless the application asked for an event.',

  'teach.quiz.pollCompletion.q': 'How does A’s application learn that the write is done?',
  'teach.quiz.pollCompletion.c1': 'HCA B interrupts A’s CPU',
  'teach.quiz.pollCompletion.c2': 'B’s application sends it a message',
  'teach.quiz.pollCompletion.c3': 'It reads a status register in HCA A’s BAR',
  'teach.quiz.pollCompletion.c4': 'Its CPU polls the CQ in A’s own memory and sees the CQE’s owner bit',
  'teach.quiz.pollCompletion.why':
    'Spinning in ibv_poll_cq on cacheable memory, A’s CPU sees a valid CQE whose owner bit matches, reads it and advances the CQ’s consumer index.',
  'teach.gif.title': 'Animated GIF for any slide, README, chat or course page',
  'teach.gif.size': 'Size',
  'teach.gif.custom': 'Custom',
  'teach.gif.width': 'Width',
  'teach.gif.height': 'Height',
  'teach.gif.download': 'Download animated GIF',
  'teach.gif.progress': 'Steps drawn',
  'teach.gif.done': 'Saved {file}: {frames} frames, {seconds} s long, {kb} KB, made in {made} s.',
  'teach.gif.still': 'Your system asks for reduced motion: the GIF is drawn out of sight, and nothing on this page moves while it is made.',
  'teach.gif.cancelled': 'Cancelled after {done} of {total} steps: no file was saved.',
  'teach.gif.problem.size': 'The size must be whole pixels, {minW}–{maxW} wide and {minH}–{maxH} high.',
  'teach.slides.title': 'Slides for PowerPoint, Keynote or Google Slides',
  'teach.slides.range': 'Steps',
  'teach.slides.drawing': 'Drawing',
  'teach.slides.aspect': 'Shape',
  'teach.slides.download': 'Download slides (.pptx)',
  'teach.slides.progress': 'Slides drawn',
  'teach.slides.cancel': 'Cancel',
  'teach.slides.done': 'Saved {file}: {slides} slides, {kb} KB.',
  'teach.slides.sources': 'Sources',
  'teach.slides.field': 'Field',
  'teach.slides.value': 'Value',
  'teach.slides.problem.unknown':
    'No phase or step is called “{part}”: give a phase (A1, B4…), a step id or a step number, or a range such as A1–B4.',
  'teach.slides.problem.backwards': 'The range runs backwards, from {from} to {to}: give its first step first.',
  'teach.slides.problem.empty': 'This walk has no step after its setup to put on a slide.',
} as const;
