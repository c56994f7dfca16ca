import { capturedPacket, isRdma } from './capturedPacket';
import { createCaptureReader } from './captureFile';

import type { CaptureIssue, CaptureOverview } from './explainText';
import { createGunzip, type GunzipStream, isGzip } from './gunzip';
import { type AnswerKind, answerKindOf, createReconstructor, type Reconstruction } from './reconstruct';

/** The largest file a gzip-compressed capture may expand to: past it, it is taken for a gzip bomb. */
export const MAX_EXPANDED_BYTES = 4 * 1024 ** 3;

export interface CaptureExplanation {
  overview: CaptureOverview;
  reconstruction: Reconstruction;
  /** The AETH answer kind of each answer packet, by capture index (the overview names them). */
  answerKinds: ReadonlyMap<number, AnswerKind>;
}

/**
 * A capture file explained as it streams in: gzip or not, pcap or pcapng, every record decoded and folded into the
 * reconstruction, nothing kept but what that rebuilds (bounded by the traffic, not by the file's bytes).
 */
export function createCaptureExplainer(file: string, opts: { verify?: boolean } = {}) {
  const verify = opts.verify ?? true;
  const reader = createCaptureReader();
  const rebuild = createReconstructor();
  const others: Record<string, number> = {};
  const answerKinds = new Map<number, AnswerKind>();
  let rdma = 0;
  let errors = 0;
  let gunzip: GunzipStream | null = null;
  let first = true;
  const take = (chunk: Uint8Array) => {
    for (const r of reader.push(chunk)) {
      const p = capturedPacket(r, { verify });
      if (isRdma(p)) {
        rdma++;
        if (p.aeth) answerKinds.set(p.index, answerKindOf(p.aeth.syndrome));
        rebuild.add(p);
      } else if ('other' in p) others[p.other] = (others[p.other] ?? 0) + 1;
      else errors++;
    }
  };
  return {
    /** Feeds the file's next bytes (compressed or not). */
    push(chunk: Uint8Array) {
      if (first) {
        first = false;
        if (isGzip(chunk)) gunzip = createGunzip(take, { maxOutputBytes: MAX_EXPANDED_BYTES });
      }
      if (gunzip) gunzip.push(chunk);
      else take(chunk);
    },
    /** The file has ended: the overview and what was rebuilt. */
    end(): CaptureExplanation {
      const gz = gunzip as GunzipStream | null;
      const problems: CaptureIssue[] = [];
      if (gz) {
        gz.push(new Uint8Array(0), true);
        if (gz.problem) problems.push({ ...gz.problem, kind: gz.problem.kind === 'too-large' ? 'gzip-too-large' : 'gzip-corrupt' });
      }
      reader.end();
      problems.push(...reader.problems);
      const overview: CaptureOverview = {
        file,
        format: `${gz ? 'gzip-compressed ' : ''}${reader.format ?? 'unknown format'}`,
        fileFormat: reader.format,
        gzip: gz !== null,
        linkTypes: [...reader.linkTypes],
        records: reader.recordCount,
        rdma,
        others,
        errors,
        problems,
      };
      return { overview, reconstruction: rebuild.result(), answerKinds };
    },
  };
}
