/**
 * The misconception "HCA A's BAR maps host B's RAM" (src/sim/misconception and
 * its panels): step texts, failure figures, the comparison, the zero-copy
 * question, the nuances and the panels' own words.
 */
export const MISCONCEPTION = {
  // Counted things, quoted inside the sentences below.
  'misconception.unit.wcChunk': { one: '{n} write-combined 64-B chunk', other: '{n} write-combined 64-B chunks' },
  'misconception.unit.mov8': { one: '{n} 8-B MOV', other: '{n} 8-B MOVs' },
  'misconception.unit.load': { one: '{n} load', other: '{n} loads' },
  'misconception.unit.check': { one: '{n} check', other: '{n} checks' },

  // The six failures, as the panel titles them.
  'misconception.fail.size.title': 'Size: 32 MiB, fixed at boot',
  'misconception.fail.addressing.title': 'Addressing: a TLP cannot name host B',
  'misconception.fail.cpu.title': 'CPU cost: every byte through the CPU',
  'misconception.fail.timeout.title': 'Failure: loads outlive the completion timeout',
  'misconception.fail.protection.title': 'Protection: no key, no PD, no bounds',
  'misconception.fail.pinning.title': 'Pinning: nothing holds B’s pages',

  // The imagined path (misconceptionTextPath.ts).
  'misconception.step.map.title': 'Imagined: A’s BAR is a window onto B’s RAM',
  'misconception.step.map.summary1':
    'The misconception: HCA A’s BAR0, at {bar0} in host A’s physical address space, is a window onto host B’s memory, so B’s buffer at VA {remoteVa} appears at some address inside it.',
  'misconception.step.map.summary2':
    'No registration, no key exchange, no queue pair: the CPU would simply load and store through the window.',
  'misconception.step.map.reality':
    'BAR0 is {bar0Size} (typical of a ConnectX-4/5/6 physical function; a virtual function’s BARs may differ), sized when A booted, and holds the HCA’s initialisation segment and 4 KiB UAR pages of doorbell and BlueFlame registers. Host B alone has {hostRam} of RAM ({windows} such windows).',

  'misconception.step.mov.title': 'Imagined: the CPU MOVs the payload into the window',
  'misconception.step.mov.summary1.empty':
    'With a zero-length message there is nothing to store; the misconception still has no way to say where.',
  'misconception.step.mov.summary1.copy':
    'A’s CPU copies the {bytes} itself: it loads them from A’s buffer and stores them into BAR0 at {address}, as {chunks} ({movs}).',
  'misconception.step.mov.summary2':
    'The stores leave at about {storeGbps} Gb/s per core, the least of the core’s write-combining rate (an estimate), the {link} link and the {ib} link: {cpuTime} of CPU time for this message and {perByte} ns for every further byte (model). The misconception needs the CPU for every byte, RDMA for none.',
  'misconception.step.mov.reality':
    'This is where the two models part. The real CPU stores {mmioBytes} B into HCA A’s UAR page ({what}), the same for any message size, and HCA A reads the payload by DMA.',
  'misconception.step.mov.realityEmpty':
    'This is where the two models part. The real CPU stores {mmioBytes} B into HCA A’s UAR page ({what}), the same for any message size; a zero-length message has no payload for HCA A to read.',
  'misconception.step.mov.realityInline':
    'This is where the two models part. The real CPU stores {mmioBytes} B into HCA A’s UAR page: the WQE with the payload inline, by BlueFlame. The bytes go into HCA A’s own buffer, never into B’s RAM, and HCA A needs no DMA read.',
  'misconception.step.mov.realStore.doorbell': 'an 8-B doorbell',
  'misconception.step.mov.realStore.blueFlame': 'the WQE, by BlueFlame',

  'misconception.step.tlp.title': 'Imagined: each store becomes a TLP to HCA A',
  'misconception.step.tlp.summary1':
    'The root complex turns each chunk into a posted Memory Write: {headerDw}-DW header (Fmt/Type, Length, Requester ID, Tag, byte enables, Address) and the data, addressed to {address} inside HCA A’s BAR0.',
  'misconception.step.tlp.summary2': 'Only the low {bits} bits of B’s VA {remoteVa} fit in the window: {offset}.',
  'misconception.step.tlp.reality':
    'The TLP has no field for host B, for a queue pair on B, for an end-to-end sequence number or for a key: PCIe numbers, CRC-checks and replays TLPs per link only. It names a physical address on A, and the root complex delivers it to whichever local device claims that address.',

  'misconception.step.forward.title': 'Imagined: HCA A forwards every store across the fabric',
  'misconception.step.forward.summary1':
    'HCA A would have to turn each store ({chunks} here) into something on the wire, to some host, for some memory.',
  'misconception.step.forward.summary2':
    'But from a TLP it cannot learn which host (no LID {lid}), which QP (no {qpn}), which PSN, or which key: the misconception defines no packet at all.',
  'misconception.step.forward.reality':
    'Real packets carry LRH DLID {lid}, BTH DestQP {qpn} and PSN {psn}, and a RETH with B’s full VA {remoteVa}, the R_Key {rkey} and the length: values A got from B out of band and put in the WQE.',

  'misconception.step.land.title': 'Imagined: host B writes it into its RAM',
  'misconception.step.land.summary1':
    'Something on B would write the {bytes} into its memory. HCA B is the only bus master that could; at which physical page, and with whose permission?',
  'misconception.step.land.summary2': 'Nothing on B registered the buffer: {pages} unpinned, no MKey, no MTT, no rkey to check.',
  'misconception.step.land.reality':
    'In the real design HCA B checks the packet ({checks}, rkey {rkey} included) and writes only into the pages ibv_reg_mr pinned and listed in its MTT.',

  'misconception.step.load.title': 'Imagined: a load waits for the whole round trip',
  'misconception.step.load.summary1':
    'To read B’s memory, or to learn that a write landed, A’s CPU would load from the window. A load is a non-posted Memory Read: the core stalls until the completion comes back.',
  'misconception.step.load.summary2':
    'Here that is a network round trip, {roundTripUs} µs (ib_read_lat), for 8 B: {loadMBps} MB/s per core. Reading this message back would take {readback}.',
  'misconception.step.load.reality':
    'The real CPU never waits on the network: it polls a CQE that HCA A writes into A’s own RAM. RDMA WRITE on these links streams at {rdmaGbps} Gb/s.',

  // One step per failure, and the comparison (misconceptionTextFailures.ts).
  'misconception.step.size.title': 'Why not: 32 MiB, fixed at boot',
  'misconception.step.size.summary1':
    'BAR0 is {bar0Size} (typical of a ConnectX-4/5/6 physical function; a virtual function’s BARs may differ), sized by the write-all-1s probe when A booted, before any remote peer existed. It covers {percent}% of host B’s {hostRam} (1/{windowsPerHost}).',
  'misconception.step.size.summary2':
    'A fabric of {hosts} hosts (an illustration: large fabrics connect thousands of servers) would need {fabricWindows} such windows. The OS can choose where a BAR goes, never how big it is per connection.',
  'misconception.step.size.reality':
    'What BAR0 really holds: the initialisation segment and 4 KiB UAR pages of doorbells and BlueFlame buffers. Each process mmaps only its own UAR page.',

  'misconception.step.addressing.title': 'Why not: a TLP cannot name host B',
  'misconception.step.addressing.summary1':
    'A TLP header holds Fmt/Type, Length, Requester ID, Tag, byte enables and a host-physical address: {headerBytes} bytes, nothing else.',
  'misconception.step.addressing.summary2':
    'A remote write needs a LID ({lid}), a QPN ({qpn}), a PSN ({psn}), a 64-bit VA ({remoteVa}), an R_Key ({rkey}) and a length. {missing} of them have no field at all, and only {bits} bits of the VA fit in the window: {remoteVa} becomes offset {offset}.',
  'misconception.step.addressing.reality':
    'Remote addressing lives in the InfiniBand headers that HCA A builds: LRH DLID, BTH DestQP and PSN, RETH VA, R_Key and length.',

  'misconception.step.cpu.title': 'Why not: every byte through the CPU',
  'misconception.step.cpu.summary1':
    'Programmed I/O makes the CPU move the data: {bytes} B through the BAR at about {storeGbps} Gb/s per core (an estimate), {perByte} ns of CPU for every byte ({cpuTime} here, model), and loads at {loadMBps} MB/s. The misconception needs the CPU for every byte, RDMA for none.',
  'misconception.step.cpu.summary2':
    'RDMA WRITE on the same links streams at {rdmaGbps} Gb/s, and host A’s CPU spends {rdmaCpuTime} per message (model) on a WQE and {mmioBytes} B of MMIO: 0 ns per payload byte. Host B’s CPU does nothing.',
  'misconception.step.cpu.summary2Inline':
    'RDMA WRITE on the same links streams at {rdmaGbps} Gb/s, and host A’s CPU spends {rdmaCpuTime} (model) on a WQE carrying the {bytes} B inline and {mmioBytes} B of MMIO: the inline copy is its only per-byte cost, and only up to {maxInline} B. Host B’s CPU does nothing.',
  'misconception.step.cpu.summary3':
    'At 1 MiB the difference is in absolute time: {misconceptionMib} of CPU time in the misconception, {realMib} for RDMA (model).',
  'misconception.step.cpu.reality':
    "The defining property of RDMA is that the HCAs' DMA engines move the data. BlueFlame does push the WQE (and, inline, a small payload) through the BAR, but into the local HCA only.",

  'misconception.step.timeout.title': 'Why not: a lost packet outlives the completion timeout',
  'misconception.step.timeout.summary1':
    'A load is non-posted: A’s root complex waits for the completion for at most the Completion Timeout, by default {ctoMin} to {ctoMax}.',
  'misconception.step.timeout.summary2':
    'Nominally an RC retransmission timer runs 4.096 µs × 2^timeout: {rcFirst} for timeout {timeout} (perftest’s default), {ratio}× the completion timeout’s default upper end, with retry_cnt {retries}. ConnectX firmware may adapt the interval (adaptive retransmission), so real retry times differ.',
  'misconception.step.timeout.summary3':
    'Either way the HCAs recover a lost packet end to end, and no CPU load waits for it. A load through a window would: if the loss is not recovered within the completion timeout, or host B is dead, each of this message’s {loads} returns all-ones and logs an AER Completion Timeout on A.',
  'misconception.step.timeout.reality':
    'RC handles loss in the HCAs: B NAKs a PSN gap or A times out and retransmits, while the CPU waits on nothing.',

  'misconception.step.protection.title': 'Why not: no key, no protection domain, no bounds',
  'misconception.step.protection.summary1': 'A store into a BAR is checked only by A’s page tables: whichever page A mapped, it may write.',
  'misconception.step.protection.summary2':
    'The real responder makes {count} checks first: {checks}. A bad rkey or an address outside the MR gets NAK {accessNak}, and nothing is written.',
  'misconception.step.protection.reality':
    'The rkey {rkey} names MKey index {mkeyIndex}; it must match in all 32 bits, belong to the QP’s protection domain, allow REMOTE_WRITE, and cover [{remoteVa}, +{bytes} B).',

  'misconception.step.pinning.title': 'Why not: nothing holds B’s pages in place',
  'misconception.step.pinning.summary1':
    'Nothing on B registers the target buffer, so its {pages} could be moved or swapped by B’s OS at any time.',
  'misconception.step.pinning.summary2':
    'The real target buffer is pinned by ibv_reg_mr (pin_user_pages_fast with FOLL_LONGTERM), DMA-mapped, and listed page by page in HCA B’s MTT.',
  'misconception.step.pinning.reality':
    'Registration is what lets HCA B write physical pages the OS will not move, and it is the step that creates the rkey A must present.',

  'misconception.step.compare.title': 'The two models side by side',
  'misconception.step.compare.summary1':
    'Misconception: A’s CPU moves {bytes} B through a window that cannot name B, is checked by nothing on B, and stalls {roundTripUs} µs per 8-B load.',
  'misconception.step.compare.summary2':
    'Real: A’s CPU writes a WQE and {mmioBytes} B of MMIO; HCA A reads the {bytes} B by DMA, sends {packets} with B’s LID, QPN, PSN, VA and rkey, and HCA B checks them and writes B’s pinned pages.',
  'misconception.step.compare.reality':
    'The BAR maps doorbells and BlueFlame buffers of the local HCA. Data moves by DMA, addressed by InfiniBand headers.',

  // Failure 1: size (figuresSize.ts).
  'misconception.figure.size.windowFraction.label': 'Share of host B’s RAM one BAR0 could cover',
  'misconception.figure.size.windowFraction.formula': 'BAR0 / B’s RAM = {bar0Size} / {hostRam} = 1/{windowsPerHost} = {percent}%',
  'misconception.figure.size.windowsPerHost.label': '32 MiB windows needed to map one host B’s RAM',
  'misconception.figure.size.windowsPerHost.formula':
    '{hostRam} / {bar0Size} = {windowsPerHost} (A has one BAR0, sized once at enumeration)',
  'misconception.figure.size.bar0.caveat':
    '{bar0Size} is typical of ConnectX-4/5/6 physical functions (a ConnectX-6 Dx shows [size=32M], NVIDIA/l2fwd-nv#6). SR-IOV virtual functions have BARs of their own, whose size may differ (not verified here).',
  'misconception.figure.size.fabricWindows.label': 'Windows for a fabric of {hosts} hosts (illustration)',
  'misconception.figure.size.fabricWindows.formula': '{hosts} hosts × {windowsPerHost} windows = {fabricWindows} windows of {bar0Size}',
  'misconception.figure.size.fabricWindows.caveat':
    '{hosts} hosts is an illustration, not a measured fabric: large InfiniBand fabrics connect thousands of servers.',
  'misconception.figure.size.messageWindows.label': '32 MiB-aligned windows B’s target buffer spans',
  'misconception.figure.size.messageWindows.formula': 'floor(({remoteVa} + {bytes} − 1) / 2^25) − floor({remoteVa} / 2^25) + 1 = {windows}',
  'misconception.figure.size.messageWindows.formulaEmpty': 'a zero-length write touches no window',

  // Failure 2: addressing (figuresAddressing.ts).
  'misconception.figure.addressing.windowBits.label': 'Address bits a BAR0 offset can hold',
  'misconception.figure.addressing.windowBits.formula': 'log2({bar0Size}) = log2({bar0Bytes}) = {bits}',
  'misconception.figure.addressing.windowOffset.label': 'What is left of B’s VA inside the window',
  'misconception.figure.addressing.windowOffset.formula':
    '{remoteVa} mod 2^{bits} = {offset}; the store goes to BAR0 {bar0} + {offset} = {address}',
  'misconception.figure.addressing.droppedBits.label': 'Bits of the RETH’s 64-bit VA with no place in the TLP',
  'misconception.figure.addressing.droppedBits.formula': '64 − {bits} = {dropped}; here {remoteVa} >> {bits} = {lost} is lost',
  'misconception.figure.addressing.missingFields.label': 'Things a remote write must name that no TLP field can carry',
  'misconception.figure.addressing.missingFields.formula': '{fields}: {missing} with no TLP field',

  // What a remote write must name vs what a TLP can carry (the addressing table).
  'misconception.addr.none': 'none',
  'misconception.addr.value.lid': 'LID {lid}',
  'misconception.addr.dlid.need': 'which host (destination port)',
  'misconception.addr.dlid.ibField': '{field}, 16 bits (GRH DGID, 128 bits, across subnets)',
  'misconception.addr.dlid.tlpField': 'none (the Requester ID names the sender on A’s own bus)',
  'misconception.addr.destQp.need': 'which queue pair on B',
  'misconception.addr.destQp.ibField': '{field}, 24 bits',
  'misconception.addr.psn.need': 'order and loss detection',
  'misconception.addr.psn.ibField': '{field}, 24 bits',
  'misconception.addr.psn.tlpField':
    'none end to end: PCIe protects each link on its own (a sequence number and LCRC per TLP, replayed after a Nak), not the path to host B; the optional ECRC only detects corruption, inside A’s PCIe hierarchy; the 8-bit Tag is unused for posted writes',
  'misconception.addr.va.need': 'where in B’s memory',
  'misconception.addr.va.ibField': '{field}, 64 bits',
  'misconception.addr.va.tlpField': 'Address: only the low {bits} bits fit in BAR0, giving {address}',
  'misconception.addr.rkey.need': 'permission to write there',
  'misconception.addr.rkey.ibField': '{field}, 32 bits',
  'misconception.addr.length.need': 'how much',
  'misconception.addr.length.ibField': '{field}, 32 bits (≤ 2^31)',
  'misconception.addr.length.tlpField': 'Length, 10 bits: at most {max} B per TLP',

  // The fields of a memory-request TLP header.
  'misconception.tlpField.fmtType.carries': 'which kind of TLP (MWr32 {mwr32}, MWr64 {mwr64}, MRd, CplD …)',
  'misconception.tlpField.attributes.carries': 'traffic class, ordering/snoop attributes, digest, poison, translation',
  'misconception.tlpField.length.carries': 'payload in DW, at most 1024 DW = 4096 B',
  'misconception.tlpField.requesterId.carries':
    'the sender on the local bus (bus:device.function); for a CPU store, an ID of the root complex that varies by platform',
  'misconception.tlpField.tag.carries': 'matches completions to reads; unused for posted writes',
  'misconception.tlpField.byteEnables.carries': 'which bytes of the first and last DW count',
  'misconception.tlpField.address.carries':
    'a host-physical address (DW-aligned): the root complex routes it to the local device whose BAR contains it',

  // Failure 3: CPU cost (figuresCpu.ts).
  'misconception.figure.cpu.wcStoreBw.label': 'One core’s write-combining store rate into MMIO (estimate)',
  'misconception.figure.cpu.wcStoreBw.formula':
    '{buffers} buffers × 64 B / {holdNs} ns each = {gBps} GB/s = {gbps} Gb/s per core (Little’s law)',
  'misconception.figure.cpu.wcStoreBw.caveat':
    'An ESTIMATE, not a measurement. About {buffers} line-fill/write-combining buffers of 64 B per core is general knowledge of Intel cores since Nehalem; how long each is held until the uncore accepts its posted write is not documented: {holdNs} ns is a middle value of the 50–300 ns one user measured between the MMIO write TLPs of one core (Intel community forum).',
  'misconception.figure.cpu.pcieStoreBw.label': 'PCIe bound on 64-B stores into BAR0',
  'misconception.figure.cpu.pioStoreBw.formula': '64 / (64 + {overhead}) × {pcieGbps} Gb/s ({link} data rate) = {storeGbps} Gb/s; {tlp}',
  'misconception.figure.cpu.pioStoreBw.mwr32': 'MWr32 (BAR0 below 4 GiB: 12-B header + 8 B DLL/PHY)',
  'misconception.figure.cpu.pioStoreBw.mwr64': 'MWr64 (16-B header + 8 B DLL/PHY)',
  'misconception.figure.cpu.pioStoreBw.caveat':
    'An upper bound: it ignores DLLPs and SKP ordered sets, and assumes every 64-B chunk leaves the write-combining buffer as one TLP, which x86 does not guarantee (a core or root complex may split it).',
  'misconception.figure.cpu.misconceptionStoreBw.label': 'The misconception’s store rate into the window, per core',
  'misconception.figure.cpu.misconceptionStoreBw.formula':
    'min(core {wcGbps} Gb/s (estimate), PCIe {pcieGbps} Gb/s ({link}), IB {ibGbps} Gb/s ({ib})) = {storeGbps} Gb/s: the bytes leave the core, cross the PCIe link, and must still leave through HCA A’s IB port',
  'misconception.figure.cpu.misconceptionStoreBw.caveat':
    'Rests on the per-core write-combining estimate. Several cores storing at once would still share the PCIe and IB bounds, and each would be busy for every byte it stores. The IB bound ignores packet headers, which the misconception never defines: generous to the misconception.',
  'misconception.figure.cpu.pioLoadBw.label': 'CPU load throughput from the window (8-B loads, one at a time)',
  'misconception.figure.cpu.pioLoadBw.formula': '8 B / round trip = 8 B / {roundTripUs} µs (ib_read_lat) = {loadMBps} MB/s',
  'misconception.figure.cpu.pioLoadBw.caveat':
    'The round trip is ib_read_lat, a measured RDMA READ (perftest#131) that already includes host A’s own PCIe legs. Adding the local MMIO read (~{mmioUs} µs, the PCIe round trip a commenter gives in snabb#1013, without a setup) would give 8 B / {totalUs} µs = {totalMBps} MB/s.',
  'misconception.figure.cpu.rdmaBw.label': 'RDMA WRITE bandwidth for the same links (link-limited)',
  'misconception.figure.cpu.rdmaBw.formula': 'min({ibGbps} Gb/s × {mtu}/{packetBytes}, PCIe payload cap {capGbps} Gb/s) = {rdmaGbps} Gb/s',
  'misconception.figure.cpu.rdmaBw.caveat':
    'Streaming rate of full path-MTU packets. Small messages are bound by the model’s message interval, fitted to one ib_write_bw run (about {mpps} Mpps on one QP, perftest#132): one measurement, not a limit of a QP (perftest#65 reports 5.68 Mpps for 1 KiB sends on one mlx5 QP in one run, 0.94 Mpps in another).',
  'misconception.figure.cpu.nsPerByte.label': 'CPU time per payload byte: misconception vs real',
  'misconception.figure.cpu.nsPerByte.formula':
    'misconception: 8 / {storeGbps} Gb/s = {perByte} ns for every byte; real: 0 ns per payload byte (the CPU never touches the payload: its cost is per message)',
  'misconception.figure.cpu.nsPerByte.formulaInline':
    'misconception: 8 / {storeGbps} Gb/s = {perByte} ns for every byte; real: {inlinePerByte} ns per byte (model) for the inline copy into the WQE, and only up to {maxInline} B: larger messages go by DMA, at 0 ns per byte',
  'misconception.figure.cpu.nsPerByte.caveat': 'The misconception’s rate rests on the per-core write-combining estimate.',
  'misconception.figure.cpu.pioCpuNs.label': 'The misconception’s CPU time to store this message ({bytes} B) through the window',
  'misconception.figure.cpu.pioCpuNs.formula':
    '{fixed} (one 64-B write-combined burst and its sfence, what the real BlueFlame MMIO costs: 8 × {storeNs}) + {bytes} B × {perByte} ns = {cpuTime}',
  'misconception.figure.cpu.pioCpuNs.formulaEmpty': 'a zero-length message stores nothing: 0 ns',
  'misconception.figure.cpu.pioCpuNs.caveat':
    'The fixed part comes from the timing model (its CPU costs are estimates); the per-byte part rests on the per-core write-combining estimate.',
  'misconception.figure.cpu.rdmaCpuNs.label': 'Host A’s CPU time for the real RDMA WRITE (per message)',
  'misconception.figure.cpu.rdmaCpuNs.formula':
    '{wqe} + doorbell record {dbr} + {mmioBytes}-B MMIO {mmio} = {cpuTime} (timing model; CPU costs estimated)',
  'misconception.figure.cpu.rdmaCpuNs.formulaPoll':
    '{wqe} + doorbell record {dbr} + {mmioBytes}-B MMIO {mmio} + CQ poll {poll} = {cpuTime} (timing model; CPU costs estimated)',
  'misconception.figure.cpu.rdmaCpuNs.wqe': 'WQE {time}',
  'misconception.figure.cpu.rdmaCpuNs.wqeInline': 'WQE with the {bytes}-B inline copy {time}',
  'misconception.figure.cpu.rdmaCpuNs.caveat': 'The CPU costs are estimates: no public measurement pins them.',
  'misconception.figure.cpu.cpuNsMib.label': 'CPU time for a 1 MiB message: misconception vs real (for scale)',
  'misconception.figure.cpu.cpuNsMib.formula':
    'misconception: {fixed} + {bytes} B × {perByte} ns = {misconceptionTime}; real: {realTime} per message, whatever the size ({ratio}× less)',
  'misconception.figure.cpu.cpuNsMib.formulaInline':
    'misconception: {fixed} + {bytes} B × {perByte} ns = {misconceptionTime}; real: {realTime} per message, as 1 MiB cannot go inline and its payload is read by DMA ({ratio}× less)',
  'misconception.figure.cpu.cpuNsMib.caveat':
    'Both sides use the same timing model (its CPU costs are estimates); the misconception’s per-byte cost rests on the per-core write-combining estimate.',
  'misconception.figure.cpu.pioMmioBytes.label': 'Bytes the CPU pushes into the BAR: misconception vs real',
  'misconception.figure.cpu.pioMmioBytes.formula':
    'misconception: all {bytes} B of payload; real: {mmioBytes} B ({what}), the same for any message size',
  'misconception.figure.cpu.pioMmioBytes.formulaInline':
    'misconception: all {bytes} B of payload, into B’s RAM; real: {mmioBytes} B, the WQE with the payload inline by BlueFlame, into HCA A’s buffer',
  'misconception.figure.cpu.pioMmioBytes.doorbell': '8-B doorbell',
  'misconception.figure.cpu.pioMmioBytes.blueFlame': '{wqeBytes}-B WQE copied as {mmioBytes} B by BlueFlame',
  'misconception.figure.cpu.pioReadbackNs.label': 'Reading the message back through the window',
  'misconception.figure.cpu.pioReadbackNs.formula': 'ceil({bytes} / 8) = {loads} × {roundTripUs} µs = {time} (each load stalls the core)',

  // Failure 4: timeout (figuresFailure.ts).
  'misconception.figure.timeout.ctoDefault.label': 'PCIe Completion Timeout, default range (upper end)',
  'misconception.figure.timeout.ctoDefault.formula': 'DevCtl2 Completion Timeout Value 0000b = {min} to {max}',
  'misconception.figure.timeout.rcFirst.label': 'RC retransmission timeout, timeout = {timeout} (nominal)',
  'misconception.figure.timeout.rcFirst.formula': 'nominal: 4.096 µs × 2^{timeout} = {rc}',
  'misconception.figure.timeout.rcFirst.caveat':
    'A nominal value, not a bound. ConnectX firmware supports adaptive retransmission: a randomized initial timeout that doubles through configured ranges, which NVIDIA says "may introduce up to a {factor}× delay in the effective timeout"; and one user saw a ConnectX-5 retransmit at 2, 4, 8 and 16 ms whatever timeout was set (perftest#251). {timeout} is perftest’s default; the QP’s timeout is the application’s choice, not part of the scenario.',
  'misconception.figure.timeout.rcVsCto.label': 'One nominal retransmission wait vs the CPU’s completion timeout',
  'misconception.figure.timeout.rcVsCto.formula':
    'nominal {rc} / {ctoMax} = {ratioMax}× the upper end ({ratioMin}× the {ctoMin} lower end); whatever the real wait, the HCAs retransmit end to end and no CPU load waits for it',
  'misconception.figure.timeout.rcVsCto.caveat':
    'With adaptive retransmission the first retry can come much sooner (the firmware allows base timeouts down to {minBase}), so a retry may fall inside a {ctoMax} completion timeout. The argument does not rest on the ratio: RC recovers a loss inside the HCAs, while a load through a window would hold a CPU load open for the whole recovery.',
  'misconception.figure.timeout.rcWorst.label': 'RC retrying up to retry_cnt = {retries} (nominal)',
  'misconception.figure.timeout.rcWorst.formula':
    'nominal: (1 + {retries} retries) × {rc} = {worst}, all of it waited out inside HCA A: no CPU load is outstanding',
  'misconception.figure.timeout.rcWorst.caveat':
    'Nominal: adaptive retransmission changes the intervals (NVIDIA docs; perftest#251). retry_cnt = {retries} is perftest’s default; a perftest maintainer expects a ConnectX QP to fail after about {retries} timeouts (perftest#251), while soft-RoCE (rxe) treats {retries} as "retry forever".',
  'misconception.figure.timeout.allOnesLoads.label': 'Loads of this message that return all-ones if B dies',
  'misconception.figure.timeout.allOnesLoads.formula':
    'ceil({bytes} / 8) = {loads}, each returning {allOnes} (PCI_ERROR_RESPONSE ~0) and logging an AER Completion Timeout on A',
  'misconception.figure.timeout.allOnesLoads.caveat':
    'Some platforms escalate a completion timeout to a machine check; this is platform-specific and not verified here.',

  // Failures 5 and 6: protection and pinning (figuresFailure.ts).
  'misconception.figure.protection.checksBypassed.label': 'Checks HCA B makes before writing, that a window would skip',
  'misconception.figure.protection.checksBypassed.formula':
    '{checks}: {count} checks, 0 in the misconception (the store is checked only by A’s page tables)',
  'misconception.figure.pinning.pagesUnpinned.label': 'Pages of B’s target buffer nothing pins or DMA-maps',
  'misconception.figure.pinning.pagesUnpinned.formula': {
    one: 'the real MR on B covers {n} × 4 KiB page from {start}, pinned by ibv_reg_mr (pin_user_pages_fast, FOLL_LONGTERM) and listed in the MTT; in the misconception: {n} unpinned, unlisted',
    other:
      'the real MR on B covers {n} × 4 KiB pages from {start}, pinned by ibv_reg_mr (pin_user_pages_fast, FOLL_LONGTERM) and listed in the MTT; in the misconception: {n} unpinned, unlisted',
  },

  // The side-by-side comparison (compare.ts).
  'misconception.compare.cpu.label': 'Host A’s CPU time',
  'misconception.compare.cpu.misconception':
    '{fixed} + {perByte} ns for every byte: {pioTime} for {bytes} B, {mibTime} for 1 MiB (model; store rate an estimate); {roundTrip} stalled per 8-B load',
  'misconception.compare.cpu.misconceptionMib':
    '{fixed} + {perByte} ns for every byte: {pioTime} for these {bytes} B (model; store rate an estimate); {roundTrip} stalled per 8-B load',
  'misconception.compare.cpu.real':
    '{cpuTime} (model) per message: a WQE and {mmioBytes} B of MMIO, 0 ns per payload byte ({mibTime} for 1 MiB too); host B’s CPU: 0',
  'misconception.compare.cpu.realInline':
    '{cpuTime} (model): a WQE carrying the {bytes} B inline and {mmioBytes} B of MMIO; past {maxInline} B the payload goes by DMA ({mibTime} for 1 MiB); host B’s CPU: 0',
  'misconception.compare.bus.label': 'Memory-bus crossings',
  'misconception.compare.bus.misconception':
    'A: {bytes} B loaded by the CPU itself; B: {bytes} B written by an unnamed agent into unpinned pages',
  'misconception.compare.bus.real': 'A: {readBytes} B read by HCA A’s DMA; B: {writeBytes} B written by HCA B’s DMA; CPU copies: {copies}',
  'misconception.compare.bus.realInline':
    'A: {readBytes} B read by HCA A’s DMA (+{bytes} B inline copy by the CPU); B: {writeBytes} B written by HCA B’s DMA; CPU copies: {copies}',
  'misconception.compare.latency.label': 'Latency',
  'misconception.compare.latency.misconception':
    'stores are posted, so A learns nothing; a load costs a full round trip, {roundTrip} (ib_read_lat), and a loss not recovered within the completion timeout (up to {ctoMs} ms by default) ends it with all-ones',
  'misconception.compare.latency.real':
    'data in B’s memory at {land}, completion seen by A at {poll} (model); measured ib_write_lat {inline} inline / {notInline} not inline (2 B)',
  'misconception.compare.bandwidth.label': 'Bandwidth',
  'misconception.compare.bandwidth.misconception':
    'stores ≈ {storeGbps} Gb/s per core, the least of the core’s write-combining rate {wcGbps} Gb/s (estimate), PCIe {pcieGbps} Gb/s and IB {ibGbps} Gb/s, the CPU busy throughout; loads {loadMBps} MB/s per core',
  'misconception.compare.bandwidth.real':
    '{rdmaGbps} Gb/s on these links at a path MTU of {mtu} B; small messages ≈ size × {mpps} Mpps in this model (one perftest run’s rate on one QP, not a limit)',
  'misconception.compare.protection.label': 'What protects host B',
  'misconception.compare.protection.misconception': 'nothing on B: the store is checked only by A’s page tables',
  'misconception.compare.protection.real':
    'HCA B’s {checks}: rkey {rkey} (all 32 bits), same PD, REMOTE_WRITE, bounds; NAK {accessNak} and nothing written on failure; pages pinned by ibv_reg_mr',

  // Where the two models first part.
  'misconception.divergence.realStore.doorbell': 'an 8-B doorbell',
  'misconception.divergence.realStore.blueFlame': 'the {wqeBytes}-B WQE, copied as {bytes} B (BlueFlame)',
  'misconception.divergence.realStore.inline': 'the {wqeBytes}-B WQE with the payload inline, copied as {bytes} B (BlueFlame)',
  'misconception.divergence.realWhat': '{what} into HCA A’s UAR page at {address}',
  'misconception.divergence.misconceptionWhat': 'all {bytes} B of payload into a "window" at {address}',
  'misconception.divergence.sentence':
    'The models part at the very first MOV: the real CPU stores {what} into its local HCA’s UAR page ({address}), the same for any message size; the misconception has it store every one of the {bytes} payload bytes into a window on B’s RAM.',
  'misconception.divergence.sentenceEmpty':
    'The models part at the very first MOV: the real CPU stores {what} into its local HCA’s UAR page ({address}), the same for any message size; with a zero-length message the misconception has no payload to store and still no way to say where.',
  'misconception.divergence.sentenceInline':
    'The models part at the very first MOV: the real CPU stores {what} into its local HCA’s UAR page ({address}), so even the inline payload goes into HCA A’s buffer; the misconception has it store every one of the {bytes} payload bytes into a window on B’s RAM.',

  // Is RDMA really zero-copy? (zeroCopy.ts)
  'misconception.zeroCopy.answer': 'Zero-copy means no CPU/OS copy in host memory, not no buffer anywhere.',
  'misconception.zeroCopy.staging':
    'Each HCA stages packet data in on-chip SRAM (here up to one packet at a time), as every NIC and switch buffers bits in flight. That staging uses no CPU cycles and no host memory bandwidth, so it is not a copy in the zero-copy sense. How a given HCA pipelines it is not public.',
  'misconception.zeroCopy.notes.rdma':
    'HCA A reads A’s buffer once by DMA; HCA B writes B’s pinned pages once by DMA. Neither CPU touches the data.',
  'misconception.zeroCopy.notes.rdmaInline':
    'Inline: A’s CPU copies the {bytes} B into the WQE’s inline segment and pushes the WQE through the BAR, trading HCA A’s DMA read for a small CPU copy (at most 220 B). B’s side is unchanged: one DMA write, no CPU.',
  'misconception.zeroCopy.notes.tcp':
    'Sender: the CPU copies user → kernel socket buffer (read + write), then the NIC reads it by DMA. Receiver: the NIC writes a kernel buffer by DMA, then the CPU copies kernel → user (read + write).',

  // Where the picture is almost right (nuance.ts).
  'misconception.nuance.ntb.title': 'PCIe non-transparent bridges (NTB), Dolphin SISCI',
  'misconception.nuance.ntb.relation': 'the misconception, done for real, over PCIe',
  'misconception.nuance.ntb.text1':
    'An NTB’s memory windows give "translated read and write access to the peer memory"; the driver programs the translation (ntb_mw_set_trans). The window size is fixed by the NTB’s BAR.',
  'misconception.nuance.ntb.text2':
    'Dolphin eXpressWare/SISCI maps remote segments into the local address space, so a CPU can load and store into another host’s memory, at "a few hundred nanoseconds extra" through two cut-through PCIe switches. This is PCIe, not InfiniBand.',
  'misconception.nuance.cxl.title': 'CXL.mem memory expanders and pools',
  'misconception.nuance.cxl.relation': 'memory-semantic, but not a BAR and rack-scale at most',
  'misconception.nuance.cxl.text1':
    'Host-managed device memory is decoded through CXL HDM decoders into the system physical address space and accessed with ordinary cacheable loads and stores. It is coherent, it is not a classic PCIe BAR, and it reaches a rack at most.',
  'misconception.nuance.gpudirect.title': 'GPU BAR1 under GPUDirect RDMA',
  'misconception.nuance.gpudirect.relation': 'the reverse of the misconception',
  'misconception.nuance.gpudirect.text1':
    'A GPU exposes its memory through BAR1 (an A100 shows a 64 GiB prefetchable region). nvidia_p2p_get_pages() pins GPU pages and returns their BAR addresses, so the HCA’s DMA writes target the GPU’s BAR, peer to peer.',
  'misconception.nuance.gpudirect.text2':
    'A local device’s BAR fronts that device’s own memory, and the network still carries RDMA packets.',
  'misconception.nuance.gpudirect.text3':
    'The app draws it: put B’s buffer in GPU memory (memB=gpu) and B3’s writes go to GPU B’s BAR1 through the PCIe switch it shares with HCA B, while A’s CPU still writes only HCA A’s doorbell page.',
  'misconception.nuance.blueflame.title': 'BlueFlame and inline: the CPU does write through the BAR',
  'misconception.nuance.blueflame.relation': 'true PIO, but into the local HCA only',
  'misconception.nuance.blueflame.text1':
    'With BlueFlame the CPU copies the whole WQE into a buffer in its UAR page, in 64-B write-combined chunks; with IBV_SEND_INLINE the WQE also carries up to a few hundred bytes of payload (perftest uses 220 B for RDMA WRITE).',
  'misconception.nuance.blueflame.text2':
    'That is programmed I/O into HCA A’s own buffer. HCA A then builds InfiniBand packets from it; nothing in the BAR maps host B.',

  // The imagined design's artifacts (misconceptionArtifacts.ts).
  'misconception.artifact.pioStores.label': {
    one: 'Imagined: the CPU stores all {bytes} B of payload into the "window" ({n} write-combined chunk)',
    other: 'Imagined: the CPU stores all {bytes} B of payload into the "window" ({n} write-combined chunks)',
  },
  'misconception.artifact.pioStore.label': 'Imagined store {index}/{count}: {bytes} B to BAR0 + {offset}',
  'misconception.artifact.pioStore.payload': 'message bytes {first}..{last}, stored by the CPU itself (programmed I/O) to {address}',
  'misconception.artifact.pioTlps.label': {
    one: 'Imagined: {n} MWr TLP to HCA A’s BAR0: no field for host B, QP or key',
    other: 'Imagined: {n} MWr TLPs to HCA A’s BAR0: no field for host B, QP or key',
  },
  'misconception.artifact.pioTlp.label': 'Imagined MWr {index}/{count}: {bytes} B to {address}',
  'misconception.artifact.pioTlp.data':
    '{bytes} B of payload. Nothing in this TLP names host B, a queue pair or a key: only an address inside A’s own BAR0 (B’s VA {remoteVa} cut to its low 25 bits)',
  'misconception.artifact.pioLoad.label': 'Imagined MRd: an 8-B load from {address} (non-posted: the core stalls until a CplD returns)',

  // The panels (src/views/misconception, src/views/shell/PanelTabs.tsx).
  'misconception.ui.tabs.label': 'Misconception details',
  'misconception.ui.tabs.figures': 'Why it fails',
  'misconception.ui.tabs.compare': 'Real vs imagined',
  'misconception.ui.tabs.zeroCopy': 'Zero-copy?',
  'misconception.ui.tabs.nuance': 'Where windows are real',
  'misconception.ui.tabs.bytes': 'Bytes',
  'misconception.ui.footnotes.summary': 'Sources ({count})',
  'misconception.ui.panel.tag': 'Misconception',
  'misconception.ui.panel.asWrite':
    'The misconception is about a WRITE (“the CPU writes B’s memory through the BAR”): it is shown here for a plain RDMA WRITE of the same message, without the fault.',
  'misconception.ui.figure.note': 'Note: {caveat}',
  'misconception.ui.addressing.caption': 'What a remote write must name, and what a TLP can carry',
  'misconception.ui.addressing.needed': 'Needed',
  'misconception.ui.addressing.ibField': 'IB field (value)',
  'misconception.ui.addressing.tlpField': 'TLP field',
  'misconception.ui.checks.caption': 'What HCA B checks before writing (skipped by a window)',
  'misconception.ui.side.title': 'Misconception vs real RDMA WRITE',
  'misconception.ui.side.firstDivergence': 'First divergence: the MOV.',
  'misconception.ui.side.misconceptionColumn': '“BAR = B’s RAM”',
  'misconception.ui.side.realColumn': 'Real design',
  'misconception.ui.zeroCopy.title': 'Zero-copy, for {size}',
  'misconception.ui.zeroCopy.rdmaA': 'RDMA A',
  'misconception.ui.zeroCopy.rdmaB': 'RDMA B',
  'misconception.ui.zeroCopy.tcpA': 'TCP A',
  'misconception.ui.zeroCopy.tcpB': 'TCP B',
  'misconception.ui.zeroCopy.dmaRead.label': 'DMA read',
  'misconception.ui.zeroCopy.dmaRead.title': 'bytes a NIC/HCA reads from host memory',
  'misconception.ui.zeroCopy.dmaWrite.label': 'DMA write',
  'misconception.ui.zeroCopy.dmaWrite.title': 'bytes a NIC/HCA writes into host memory',
  'misconception.ui.zeroCopy.cpuRead.label': 'CPU read',
  'misconception.ui.zeroCopy.cpuRead.title': 'bytes the CPU reads to copy them',
  'misconception.ui.zeroCopy.cpuWrite.label': 'CPU write',
  'misconception.ui.zeroCopy.cpuWrite.title': 'bytes the CPU writes when copying',
  'misconception.ui.zeroCopy.cpuCopies.label': 'CPU copies',
  'misconception.ui.zeroCopy.cpuCopies.title': 'buffer-to-buffer copies made by the CPU in host memory',
  'misconception.ui.zeroCopy.bus.label': 'Memory bus',
  'misconception.ui.zeroCopy.bus.title': 'everything that crosses the host memory bus',
  'misconception.ui.zeroCopy.rdmaNote': 'RDMA:',
  'misconception.ui.zeroCopy.tcpNote': 'TCP:',
  'misconception.ui.zeroCopy.rxeNote': 'On soft-RoCE:',
  'misconception.ui.zeroCopy.rxe': {
    one: 'the same WRITE over Linux’s rxe copies {a} by host A’s CPU and {b} by host B’s, and makes {n} system call: RDMA’s verbs, with a socket’s copies. The ConnectX vs soft-RoCE tab has the figures.',
    other:
      'the same WRITE over Linux’s rxe copies {a} by host A’s CPU and {b} by host B’s, and makes {n} system calls: RDMA’s verbs, with a socket’s copies. The ConnectX vs soft-RoCE tab has the figures.',
  },
  'misconception.ui.zeroCopy.hcaBuffers': 'HCA buffers:',
  'misconception.ui.zeroCopy.peak': '(peak here: A {a}, B {b}, model)',
  'misconception.ui.nuance.title': 'Where the picture is almost right',
} as const;
