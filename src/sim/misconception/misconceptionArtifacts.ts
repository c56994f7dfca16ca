import { msg } from '../../i18n/msg';
import { ByteWriter } from '../bytes/byteWriter';
import { hex } from '../bytes/hex';
import { encodeMemRead, encodeMemWrite } from '../pcie/tlp';
import { ROOT_COMPLEX_ID } from '../platform/addressMap';
import type { Scenario } from '../scenario/types';
import type { ArtifactSet } from '../trace/types';
import { payloadPattern, payloadSlice } from '../transfer/payload';
import { MMIO_STORE_BYTES } from './constants';
import { PioChunks, windowAddress } from './window';

/**
 * The imagined design's artifacts, built with the real encoders: what the
 * CPU's stores and loads into the "window" would put on A's PCIe link. Built
 * on demand, like the real trace's, so a 1 GiB message costs nothing up front.
 */

/** The CPU's write-combined stores of the payload into BAR0 (one 64-B chunk per item). */
export function pioStoreSet(s: Scenario): ArtifactSet {
  const chunks = new PioChunks(s);
  const pattern = payloadPattern(s);
  return {
    kind: 'mmio',
    host: 'A',
    label: msg('misconception.artifact.pioStores.label', { bytes: s.messageBytes, n: chunks.count }),
    count: chunks.count,
    bytes: s.messageBytes,
    at(i) {
      const c = chunks.chunk(i);
      const w = new ByteWriter(c.length);
      w.bytes(
        'Payload',
        payloadSlice(s, c.messageOffset, c.length, pattern),
        msg('misconception.artifact.pioStore.payload', {
          first: c.messageOffset,
          last: c.messageOffset + c.length - 1,
          address: hex(c.address),
        }),
        { link: 'payload' },
      );
      const { bytes, fields } = w.finish();
      return {
        type: 'mmio',
        imagined: true,
        host: 'A',
        label: msg('misconception.artifact.pioStore.label', {
          index: i + 1,
          count: chunks.count,
          bytes: c.length,
          offset: hex(c.address - s.bar0),
        }),
        bytes,
        fields,
        address: c.address,
      };
    },
  };
}

/** The Memory Write TLPs those stores become: real TLP bytes, addressed into A's own BAR0. */
export function pioTlpSet(s: Scenario): ArtifactSet {
  const chunks = new PioChunks(s);
  const pattern = payloadPattern(s);
  return {
    kind: 'tlp',
    host: 'A',
    label: msg('misconception.artifact.pioTlps.label', { n: chunks.count }),
    count: chunks.count,
    bytes: chunks.totalTlpBytes(),
    at(i) {
      const c = chunks.chunk(i);
      const { bytes, fields } = encodeMemWrite({
        requesterId: ROOT_COMPLEX_ID,
        tag: 0,
        address: c.address,
        data: payloadSlice(s, c.messageOffset, c.length, pattern),
        dataMeaning: msg('misconception.artifact.pioTlp.data', { bytes: c.length, remoteVa: hex(s.remoteVa + BigInt(c.messageOffset)) }),
        dataLink: 'payload',
        addressLink: 'remoteVa',
      });
      return {
        type: 'MWr',
        imagined: true,
        host: 'A',
        label: msg('misconception.artifact.pioTlp.label', { index: i + 1, count: chunks.count, bytes: c.length, address: hex(c.address) }),
        bytes,
        fields,
        address: c.address,
      };
    },
  };
}

/** The uncached 8-B load the misconception would use to read B's memory (or to learn a write landed). */
export function pioLoadSet(s: Scenario): ArtifactSet {
  // DW-aligned 8 B at the start of the buffer's window slot: a load must not cross 4 KiB either.
  const address = windowAddress(s, 0) & ~7n;
  const { bytes, fields } = encodeMemRead({
    requesterId: ROOT_COMPLEX_ID,
    tag: 0,
    address,
    length: MMIO_STORE_BYTES,
    addressLink: 'remoteVa',
  });
  const a = {
    type: 'MRd' as const,
    imagined: true,
    host: 'A' as const,
    label: msg('misconception.artifact.pioLoad.label', { address: hex(address) }),
    bytes,
    fields,
    address,
  };
  return { kind: 'tlp', host: 'A', label: a.label, count: 1, bytes: a.bytes.length, at: () => a };
}
