import { hex } from '../bytes/hex';
/** At most this many characters of an offending value are quoted in an error. */
export const PREVIEW_CHARS = 80;

/**
 * A one-line, bounded rendering of any input value for an error message:
 * strings quoted, objects and arrays abbreviated, never more than
 * PREVIEW_CHARS characters, never a throw (cycles, deep nesting, getters).
 */
export function preview(raw: unknown, max = PREVIEW_CHARS): string {
  const out = render(raw, 0, max + 1);
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

function render(v: unknown, depth: number, budget: number): string {
  if (typeof v === 'string') {
    const cut = v.length > budget ? v.slice(0, budget) : v;
    return JSON.stringify(cut).replace(/\\n/g, ' ');
  }
  if (typeof v === 'bigint') return hex(v);
  if (v === null || typeof v !== 'object') return String(v);
  if (depth >= 2) return Array.isArray(v) ? '[…]' : '{…}';
  try {
    if (Array.isArray(v)) {
      const parts: string[] = [];
      let used = 2;
      for (let i = 0; i < v.length && used < budget; i++) {
        const p = render(v[i], depth + 1, budget - used);
        parts.push(p);
        used += p.length + 1;
      }
      return `[${parts.join(',')}${parts.length < v.length ? ',…' : ''}]`;
    }
    const parts: string[] = [];
    let used = 2;
    const keys = Object.keys(v);
    for (let i = 0; i < keys.length && used < budget; i++) {
      const p = `${JSON.stringify(keys[i].slice(0, budget))}:${render((v as Record<string, unknown>)[keys[i]], depth + 1, budget - used)}`;
      parts.push(p);
      used += p.length + 1;
    }
    return `{${parts.join(',')}${parts.length < keys.length ? ',…' : ''}}`;
  } catch {
    return Array.isArray(v) ? '[…]' : '{…}';
  }
}
