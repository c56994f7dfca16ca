/**
 * Message sizes as people say them: "8", "4096", "64K", "1.5K", "1M", "1G",
 * "64KiB", "2 MB". Suffixes are binary (K = 1024), as in perftest's -s and in
 * every RDMA tutorial. Returns null when the text is not a size; the caller then
 * hands the raw text to parseScenario, which names what is allowed.
 */
const UNITS: Record<string, number> = { '': 1, k: 2 ** 10, m: 2 ** 20, g: 2 ** 30 };

export function parseSize(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kmg]?)(?:i?b)?\s*$/i.exec(text.replace(/_/g, ''));
  if (!m) return null;
  const n = Number(m[1]) * UNITS[m[2].toLowerCase()];
  return Number.isSafeInteger(n) ? n : null;
}

/** The shortest exact spelling: 65536 -> "64K", 1073741824 -> "1G", 1000 -> "1000". */
export function formatSize(n: number): string {
  for (const [suffix, unit] of [
    ['G', 2 ** 30],
    ['M', 2 ** 20],
    ['K', 2 ** 10],
  ] as const) {
    if (n >= unit && n % unit === 0) return `${n / unit}${suffix}`;
  }
  return String(n);
}
