// PCIe Transaction Layer Packets of one RDMA WRITE: the doorbell/BlueFlame MWr,
// the HCA's MRd of the WQE or payload, the CplD that answers it, and HCA B's MWr.

export { encodeCompletionWithData } from './completion';
export { decodeTlp } from './decodeTlp';
export { encodeMemRead } from './memRead';
export { encodeMemWrite } from './memWrite';
export type { ByteSpan } from './tlpHeader';
export { byteSpan, formatBdf, tlpHeaderBytes } from './tlpHeader';
export type { CompletionSpec, DecodedTlp, EncodedTlp, MemReadSpec, MemWriteSpec, TlpAttr } from './tlpTypes';
export { CPL_HEADER_BYTES, CPL_STATUS_CA, CPL_STATUS_CRS, CPL_STATUS_SC, CPL_STATUS_UR, MAX_TLP_DATA_BYTES } from './tlpTypes';
