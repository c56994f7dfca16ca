import type { StepText } from '../trace/types';
import type { NarrativeContext as C } from './context';

const hex = (v: number | bigint) => `0x${v.toString(16)}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const bytes = (n: number) => plural(n, 'byte');

/**
 * The English text of every step. Step builders call these with the numbers of
 * the scenario; a translation implements the same functions.
 */
export const EN = {
  setupRegMrB: (c: C): StepText => ({
    title: 'B registers its buffer (ibv_reg_mr)',
    summary: [
      `Before any transfer, host B's application calls ibv_reg_mr on the buffer it will expose, asking for REMOTE_WRITE access.`,
      `The kernel pins its ${plural(c.pagesB, 'page')} so the OS cannot move them, DMA-maps them${c.s.iommu ? ' (the IOMMU gives them one contiguous IOVA range)' : ''}, and has the firmware create an MKey whose MTT lists each page's address.`,
      `The key that comes back is ${hex(c.s.rkey)}: MKey index ${c.mkeyIndex} shifted left 8, plus the variant byte ${c.mkeyVariant}. On mlx5 the lkey and the rkey are the same number.`,
    ],
    reality:
      'Registration is the slow path: system calls, page pinning and a firmware command, done once. Nothing on the fast path below enters the kernel, on either host.',
  }),
  setupRegMrA: (c: C): StepText => ({
    title: 'A registers its source buffer',
    summary: [
      `Host A registers the buffer it will send from (VA ${hex(c.s.localVa)}), so that HCA A may read it by DMA.`,
      `Its pages are pinned and listed in HCA A's MTT too; the lkey is ${hex(c.s.lkey)}.`,
    ],
  }),
  setupQps: (c: C): StepText => ({
    title: 'Queues created and connected',
    summary: [
      `Each side creates a completion queue and a reliable-connected QP: ${hex(c.s.qpnA)} on A, ${hex(c.s.qpnB)} on B.`,
      `libmlx5 puts the send queue ring, the CQ ring and the doorbell records in ordinary host RAM, and mmaps one 4 KiB UAR page of the HCA's BAR0 into the process, write-combining.`,
      `ibv_modify_qp takes each QP from RESET through INIT and RTR to RTS with the peer's LID, QPN and starting PSN (${c.s.startPsn}).`,
    ],
  }),
  setupExchange: (c: C): StepText => ({
    title: "B's address and key reach A out of band",
    summary: [
      `B sends A the buffer's virtual address ${hex(c.s.remoteVa)} and its rkey ${hex(c.s.rkey)}, with its LID, QPN and PSN, over an ordinary socket (perftest uses TCP).`,
      'A now holds two numbers it will put into a packet header. That is all A knows about B’s memory.',
    ],
    reality:
      "Nothing maps B's memory into A's address space. The remote address is just data: it travels inside the WQE and the packet, and B's HCA checks it on arrival.",
  }),
  a1Wqe: (c: C): StepText => ({
    title: 'A builds the work request in its own RAM',
    summary: [
      `A's application calls ibv_post_send. libmlx5 writes a ${c.wqeBytes}-B WQE into the next 64-B slot of the send queue ring, in A's own memory.`,
      c.s.post === 'inline'
        ? `Control segment, remote-address segment (B's VA and rkey), then an inline segment holding the ${bytes(c.s.messageBytes)} of payload themselves.`
        : c.s.messageBytes === 0
          ? 'Control segment and remote-address segment (B’s VA and rkey); a zero-length write has no data segment.'
          : "Control segment, remote-address segment (B's VA and rkey) and a data segment (A's buffer address, lkey and length).",
    ],
    reality:
      'These are ordinary stores into cacheable memory: nothing crosses PCIe yet. The WQE opcode 0x08 is mlx5’s own code for RDMA WRITE; the opcode on the wire is a different number.',
  }),
  a1Dbr: (_c: C, counter: number): StepText => ({
    title: 'A updates the doorbell record',
    summary: [
      `After a store barrier, the CPU writes the send queue's producer counter (now ${counter}) into the doorbell record, big-endian, also in host RAM.`,
      'The HCA can read this record by DMA whenever it needs to know how far the queue has advanced.',
    ],
    reality: `The barrier orders the WQE stores before the doorbell (udma_to_device_barrier); on x86 it costs little, because stores are already ordered.`,
  }),
  a1Mmio: (c: C): StepText => {
    if (c.s.post === 'doorbell') {
      return {
        title: 'The MOV: an 8-byte store into HCA A’s BAR',
        summary: [
          `The CPU stores the first 8 bytes of the WQE to the UAR page mapped from HCA A's BAR0: physical address ${c.doorbellAddr}. This is the doorbell.`,
          `Those 8 bytes name the QP and the WQE. They carry no payload and no address on host B.`,
        ],
        reality: `The BAR holds doorbell registers and BlueFlame buffers, never host B's RAM. The CPU's MOV carries 8 bytes whatever the message size (${bytes(c.s.messageBytes)} here); HCA A fetches the rest by DMA.`,
      };
    }
    return {
      title:
        c.s.post === 'inline'
          ? 'The MOVs: the WQE, payload inside, through the BAR'
          : 'The MOVs: the whole WQE through the BAR (BlueFlame)',
      summary: [
        `The CPU copies the ${c.mmioBytes}-B WQE into a BlueFlame buffer of the UAR page in HCA A's BAR0 (${c.doorbellAddr}) as ${c.mmioBytes / 8} write-combining 8-B stores, then flushes them with a store fence.`,
        c.s.post === 'inline'
          ? 'With the payload inline, the HCA needs no DMA read at all: everything it needs arrived through the BAR.'
          : 'libmlx5 does this by default for a single work request: it saves HCA A one DMA read of the WQE. The payload is still read by DMA.',
      ],
      reality:
        c.s.post === 'inline'
          ? "Here the payload really does travel through the BAR, but into HCA A's on-chip buffer, not into host B's memory."
          : "Even here the CPU writes into the local HCA's buffer, not into host B: the payload stays in A's RAM until the HCA reads it.",
    };
  },
  a2Tlp: (c: C): StepText => ({
    title: 'The root complex sends a Memory Write TLP to HCA A',
    summary: [
      `The store leaves the core as a posted write. The root complex sees that ${c.doorbellAddr} lies in HCA A's BAR0 and sends a Memory Write TLP down the link: ${c.doorbellTlpHeaderDw}-DW header (${c.doorbellTlpHeaderDw === 3 ? 'address below 4 GiB' : 'address above 4 GiB'}) and ${bytes(c.mmioBytes)} of data.`,
      'Posted means no completion comes back: the CPU moves on at once.',
    ],
    reality:
      'The TLP carries a host-physical address and the bytes, nothing else. No field in it could name host B, a queue pair on B or a key: remote addressing lives in the InfiniBand headers.',
  }),
  a3WqeFetch: (): StepText => ({
    title: 'HCA A reads the WQE by DMA',
    summary: [
      'HCA A sends a Memory Read request (MRd) for the 64-B send queue slot; the root complex answers with a completion carrying the data (CplD).',
      'HCA A now knows the remote VA, the rkey, the local address, the lkey and the length.',
    ],
    reality: 'HCA A is the PCIe bus master here: it reads host memory itself, and the CPU plays no part.',
  }),
  a3PayloadFetch: (c: C): StepText => ({
    title: 'HCA A reads the payload by DMA',
    summary: [
      `HCA A checks the lkey, translates A's buffer address through its MTT, and reads the ${bytes(c.s.messageBytes)}: ${plural(c.payloadReads, 'MRd')} of at most MRRS = ${c.s.pcie.mrrs} B, answered by ${plural(c.payloadCompletions, 'CplD')} of at most MPS = ${c.s.pcie.mps} B.`,
      'Reads are cut at packet boundaries and never cross a 4 KiB page; completions end on aligned boundaries.',
    ],
    reality: 'This is the only time the payload crosses host A’s memory bus, and it is the HCA, not the CPU, that moves it.',
  }),
  a3Segment: (c: C): StepText => ({
    title: 'HCA A stages the data and cuts it into packets',
    summary: [
      c.packets === 1
        ? `The whole message fits in one packet (path MTU ${c.s.pathMtu} B): RDMA WRITE ONLY, with the RETH (B's VA, rkey, length).`
        : `HCA A cuts the message at the path MTU (${c.s.pathMtu} B) into ${plural(c.packets, 'packet')}: FIRST (with the RETH), ${c.packets > 2 ? `${plural(c.packets - 2, 'MIDDLE')}, ` : ''}LAST.`,
      `Each gets an LRH (to LID ${c.s.lidB}), a BTH (QP ${hex(c.s.qpnB)}, PSN from ${c.s.startPsn}), the payload padded to 4 bytes, the ICRC and the VCRC.`,
    ],
    reality:
      'The data sits in the HCA’s on-chip SRAM for a moment. This is not a copy in the zero-copy sense: no CPU cycles and no host memory bandwidth are spent, and every NIC and switch buffers bits in flight.',
  }),
  a3Transmit: (c: C): StepText => ({
    title: 'HCA A puts the packets on the wire',
    summary: [
      `HCA A serialises ${plural(c.packets, 'packet')} (${bytes(c.wireBytes)} on the wire) onto its port at ${c.ibRate}: about ${c.fullPacketNs.toFixed(1)} ns per ${c.packets > 1 ? 'full ' : ''}packet.`,
      c.packets > 1
        ? 'Reading, building and sending overlap: while one packet is on the wire, the next is being read and built.'
        : 'The packet goes out as a stream of bits; the first bits reach the next hop before the last ones leave.',
    ],
  }),
  fabricSwitch: (c: C): StepText => ({
    title: `Switch ${c.hop} forwards by DLID`,
    summary: [
      `Switch ${c.hop} looks up DLID ${c.s.lidB} in its forwarding table and sends each packet out of the port towards B, cut-through: it starts forwarding before the packet has fully arrived.`,
      'It recomputes the VCRC for the next link. The ICRC covers only what no switch may change, so it travels untouched from HCA A to HCA B.',
    ],
  }),
  fabricCable: (c: C): StepText => ({
    title: 'The cable from A to B',
    summary: [
      `Port A is cabled straight to port B: each packet takes about ${c.cableNs} ns to propagate.`,
      'With no switch in between, the VCRC computed by HCA A is the one HCA B checks.',
    ],
  }),
  b1Check: (c: C): StepText => ({
    title: 'HCA B checks every packet',
    summary: [
      'HCA B checks the VCRC and the ICRC, then the BTH: its QP, the expected PSN and a legal opcode sequence.',
      c.s.messageBytes === 0
        ? 'A zero-length write skips the rkey check: there is nothing to write.'
        : `Then the RETH against the MKey: rkey ${hex(c.s.rkey)} matches in all 32 bits, same protection domain as the QP, REMOTE_WRITE allowed, and the ${bytes(c.s.messageBytes)} from VA ${hex(c.s.remoteVa)} lie inside the MR.`,
    ],
    reality:
      'These checks are what protect host B. A bad rkey or address gets a NAK (remote access error) back to A, and nothing is written.',
  }),
  b2Translate: (c: C): StepText => ({
    title: 'HCA B translates the address and builds writes',
    summary: [
      c.s.messageBytes === 0
        ? 'A zero-length write has nothing to translate and nothing to write.'
        : `HCA B looks up each page of VA ${hex(c.s.remoteVa)} in the MKey's MTT and gets its ${c.s.iommu ? 'IO virtual address (IOVA)' : 'physical address'}, then builds ${plural(c.remoteWrites, 'posted Memory Write TLP')} of at most MPS = ${c.s.pcie.mps} B, none crossing a 4 KiB boundary.`,
    ],
    reality: 'There is no separate "DMA controller" on B: HCA B itself is the PCIe bus master that issues these writes.',
  }),
  b3Pcie: (c: C): StepText => ({
    title: "The writes cross B's PCIe link",
    summary: [
      c.s.messageBytes === 0
        ? 'Nothing to send: the link stays idle.'
        : `${plural(c.remoteWrites, 'TLP')} travel up B's PCIe link to the root complex${c.s.iommu ? ', where the IOMMU translates each IOVA to a physical page' : ''}.`,
      'They are posted: HCA B does not wait for an answer.',
    ],
  }),
  b4Land: (c: C): StepText => ({
    title: "The data lands in B's pinned pages",
    summary: [
      c.s.messageBytes === 0
        ? 'A zero-length write changes nothing in B’s memory.'
        : `The memory controller writes the ${bytes(c.s.messageBytes)} into ${plural(c.pagesB, 'pinned page')}: contiguous in B's virtual address space, scattered in physical memory.`,
      'Host B’s CPU does nothing: no interrupt, no system call, no copy.',
    ],
    reality:
      'B’s application only learns the data arrived if it watches the memory (as ib_write_lat polls the last byte) or if A tells it, for example with a later SEND.',
  }),
  ackSend: (c: C): StepText => ({
    title: 'HCA B acknowledges',
    summary: [
      `The last packet asked for an acknowledgement (AckReq). HCA B answers with an ACKNOWLEDGE packet: opcode 0x11, PSN ${c.lastPsn}, AETH syndrome 0x1F (ACK) and MSN 1.`,
      'It crosses the fabric back to HCA A.',
    ],
    reality:
      'The ACK tells HCA A that HCA B accepted the packets. It tells no application on B anything: B’s software is still not involved.',
  }),
  completionCqe: (c: C): StepText =>
    c.s.signaled
      ? {
          title: 'HCA A writes the completion',
          summary: [
            'On the ACK, HCA A retires the WQE and, because it was signaled, writes a 64-B CQE into the CQ ring in A’s RAM with a posted Memory Write.',
          ],
          reality:
            'The completion is written by DMA like any other data: the HCA does not interrupt the CPU unless the application asked for an event.',
        }
      : {
          title: 'HCA A retires the WQE silently',
          summary: ['The work request was unsignaled: on the ACK, HCA A retires the WQE and writes no CQE.'],
        },
  completionPoll: (c: C): StepText =>
    c.s.signaled
      ? {
          title: 'A’s CPU polls and sees the owner bit',
          summary: [
            'A’s CPU, spinning in ibv_poll_cq on cacheable memory, sees that the CQE’s opcode is valid and its owner bit matches the expected value (0 on the first pass round the ring).',
            'It reads the CQE (opcode REQ, QP, WQE counter) and advances the consumer index in the CQ doorbell record. The write is done.',
          ],
        }
      : {
          title: 'No completion to poll',
          summary: [
            'With no CQE, A’s application learns that this write finished only through a later signaled work request on the same QP.',
          ],
        },
};

export type Narrator = typeof EN;
