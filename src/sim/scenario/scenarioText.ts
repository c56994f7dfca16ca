import { type Msg, msg } from '../../i18n/msg';
import { decodeUtf8Strict, utf8Bytes } from '../bytes/utf8';
import { formatSizeCli, printable } from '../format/plainText';

/**
 * The largest scenario file or pasted scenario read: 1 MiB. A full scenario is under 2 KB of JSON; the limit leaves
 * room for comments-as-keys and pretty-printing a thousand times over, and keeps a wrong file (a pcap, /dev/zero)
 * from being read whole.
 */
export const MAX_SCENARIO_BYTES = 1 << 20;

/** How many bytes of a file that is not JSON a message quotes (escaped). */
const QUOTED_BYTES = 8;

const UTF8_BOM = '\ufeff';

export type ScenarioText = { ok: true; value: unknown } | { ok: false; error: Msg };

/** The refusal of an input over the limit, before it is read further. */
export const tooLarge = (limit = formatSizeCli(MAX_SCENARIO_BYTES)): Msg => msg('scenario.file.tooLarge', { limit });

/** The offset of a JSON syntax error, from the engine's message when it gives one. */
function errorOffset(e: unknown, text: string): number | null {
  const m = /at position (\d+)/.exec(String((e as Error)?.message ?? ''));
  if (m) return Math.min(Number(m[1]), text.length);
  return /end of JSON input/.test(String((e as Error)?.message ?? '')) ? text.length : null;
}

/**
 * A scenario file's or a pasted scenario's bytes as a JSON value: at most MAX_SCENARIO_BYTES, UTF-8 with or
 * without a leading BOM. A refusal is one message that quotes at most a few bytes, escaped.
 */
export function scenarioFromBytes(bytes: Uint8Array): ScenarioText {
  if (bytes.length > MAX_SCENARIO_BYTES) return { ok: false, error: tooLarge() };
  const text = decodeUtf8Strict(bytes);
  return text === null ? { ok: false, error: msg('scenario.file.notUtf8') } : scenarioFromText(text);
}

/** The same for text already decoded (a paste): the limit counts its UTF-8 bytes. */
export function scenarioFromText(raw: string): ScenarioText {
  if (raw.length > MAX_SCENARIO_BYTES || utf8Bytes(raw) > MAX_SCENARIO_BYTES) return { ok: false, error: tooLarge() };
  const text = raw.startsWith(UTF8_BOM) ? raw.slice(1) : raw;
  if (text.trim() === '') return { ok: false, error: msg('scenario.file.empty') };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const at = errorOffset(e, text);
    const line = at === null ? null : text.slice(0, at).split('\n').length;
    const near = printable(text.slice(at ?? 0, (at ?? 0) + QUOTED_BYTES), QUOTED_BYTES * 4);
    return {
      ok: false,
      error:
        at === null || line === null
          ? msg('scenario.file.notJson', { near })
          : msg(at >= text.length ? 'scenario.file.notJsonEnd' : 'scenario.file.notJsonAt', {
              line,
              column: at - text.lastIndexOf('\n', at - 1),
              ...(at >= text.length ? {} : { near }),
            }),
    };
  }
}
