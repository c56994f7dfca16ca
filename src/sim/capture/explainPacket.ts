import type { Field } from '../bytes/field';
import { decodeIbPacket, encodeIbPacket } from '../ib/packet';
import { decodeRoceV2Packet, encodeRoceV2Packet } from '../roce/roceV2Packet';
import { type Carrier, carrierOf } from './linkLayer';

/** A captured packet's bytes, from its first header the model has, with every byte's field and meaning. */
export interface ExplainedPacket {
  bytes: Uint8Array;
  fields: Field[];
  carrier: 'rocev2' | 'ib';
}

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Explains a real packet with the model's own encoders: decode it, encode what was decoded, and keep the encoder's
 * field tree only if its bytes are the captured bytes exactly (the decoders and encoders round-trip). Then every byte
 * of the real packet is explained as a model packet's is, with the real values in the meanings. Null when the packet
 * is not one the encoders write (another transport, options the model does not write, an Ethernet frame with VLAN
 * tags): the views then show its bytes with the fields tshark names, raw.
 */
export function explainPacket(linkType: number, data: Uint8Array): ExplainedPacket | null {
  const c: Carrier = carrierOf(linkType, data);
  try {
    if (c.kind === 'rocev2' && c.eth && c.eth.vlans.length === 0 && c.ipAt === 14) {
      const d = decodeRoceV2Packet(data, { fcs: false });
      const ip =
        d.ip.version === 4
          ? { version: 4 as const, tos: d.ip.tos, id: d.ip.id, df: d.ip.df, ttl: d.ip.ttl, src: d.ip.src, dst: d.ip.dst }
          : {
              version: 6 as const,
              trafficClass: d.ip.trafficClass,
              flowLabel: d.ip.flowLabel,
              hopLimit: d.ip.hopLimit,
              src: d.ip.src,
              dst: d.ip.dst,
            };
      const e = encodeRoceV2Packet({
        eth: { dst: d.eth.dst, src: d.eth.src },
        ip,
        udp: { sport: d.udp.sport },
        bth: d.bth,
        ...(d.reth ? { reth: d.reth } : {}),
        ...(d.immDt !== undefined ? { immDt: d.immDt } : {}),
        ...(d.aeth ? { aeth: d.aeth } : {}),
        payload: d.payload,
        icrcOverride: d.icrc,
        fcs: false,
      });
      // A capture may hold the frame's padding (short frames) or more: compare the bytes the encoder wrote.
      return same(e.bytes, data.subarray(0, e.bytes.length)) ? { bytes: e.bytes, fields: e.fields, carrier: 'rocev2' } : null;
    }
    if (c.kind === 'ib') {
      const raw = data.subarray(c.lrhAt, c.end);
      const d = decodeIbPacket(raw);
      if (d.grh) return null;
      const { pktLen: _pktLen, ...lrh } = d.lrh;
      const e = encodeIbPacket({
        lrh,
        bth: d.bth,
        ...(d.reth ? { reth: d.reth } : {}),
        ...(d.immDt !== undefined ? { immDt: d.immDt } : {}),
        ...(d.aeth ? { aeth: d.aeth } : {}),
        payload: d.payload,
        icrcOverride: d.icrc,
        vcrcOverride: d.vcrc,
      });
      return same(e.bytes, raw) ? { bytes: e.bytes, fields: e.fields, carrier: 'ib' } : null;
    }
  } catch {
    return null;
  }
  return null;
}
