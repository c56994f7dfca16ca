import { RC_OP } from '../ib/opcodes';

/**
 * What an artifact is, as a closed set the views switch on. The family
 * (`ArtifactKind`) says where it lives and how it is coloured; the type says
 * exactly what it is: a TLP's Fmt/Type, an IB packet's BTH opcode.
 */
export const TLP_TYPES = ['MWr', 'MRd', 'CplD', 'Cpl'] as const;
export type TlpType = (typeof TLP_TYPES)[number];

/** An RC packet's BTH opcode by its ib_pack.h name, e.g. RDMA_WRITE_FIRST, ACKNOWLEDGE (Linux include/rdma/ib_pack.h). */
export type PacketType = keyof typeof RC_OP;

/**
 * Host artifacts. soft-RoCE adds two: `ring-index`, a store of a shared ring's producer index (librxe
 * advance_producer), and `syscall`, the bytes a process hands the kernel in a system call (librxe post_send_db).
 */
export const HOST_ARTIFACT_TYPES = ['wqe', 'recv-wqe', 'doorbell-record', 'mmio', 'cqe', 'memory-write', 'ring-index', 'syscall'] as const;
export type HostArtifactType = (typeof HOST_ARTIFACT_TYPES)[number];

export type ArtifactType = TlpType | PacketType | HostArtifactType;

export const ARTIFACT_KINDS = [
  'wqe',
  'recv-wqe',
  'doorbell-record',
  'mmio',
  'tlp',
  'packet',
  'cqe',
  'memory-write',
  'ring-index',
  'syscall',
] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];

const TLP_SET: ReadonlySet<string> = new Set(TLP_TYPES);
const HOST_SET: ReadonlySet<string> = new Set(HOST_ARTIFACT_TYPES);

export const isTlpType = (t: ArtifactType): t is TlpType => TLP_SET.has(t);
export const isPacketType = (t: ArtifactType): t is PacketType => !TLP_SET.has(t) && !HOST_SET.has(t);

/** The family of a type: every TLP type is a 'tlp', every opcode a 'packet', the host types are their own family. */
export function artifactKind(t: ArtifactType): ArtifactKind {
  if (isTlpType(t)) return 'tlp';
  if (isPacketType(t)) return 'packet';
  return t as HostArtifactType;
}

const BY_OPCODE = new Map<number, PacketType>(Object.entries(RC_OP).map(([name, op]) => [op, name as PacketType]));

/** The packet type of an RC BTH opcode; throws for opcodes the simulator never sends. */
export function packetTypeOf(opcode: number): PacketType {
  const t = (opcode & 0xe0) === 0 ? BY_OPCODE.get(opcode) : undefined;
  if (!t) throw new RangeError(`opcode 0x${opcode.toString(16)} is not an RC opcode`);
  return t;
}
