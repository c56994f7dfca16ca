/**
 * The lines that differ between two texts, as hunks without context: each hunk is the lines of `a` taken out
 * (`-`) and the lines of `b` put in (`+`) at one place, found with a longest common subsequence of lines.
 * Deterministic (ties go to taking a line of `a` out first), so a golden file can hold it.
 */
export function lineDiff(a: string, b: string): string[][] {
  const x = a.split('\n');
  const y = b.split('\n');
  const n = x.length;
  const m = y.length;
  // lcs[i][j]: the longest common subsequence of x[i..] and y[j..], one row of (m + 1) per i.
  const lcs = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i * (m + 1) + j] =
        x[i] === y[j] ? lcs[(i + 1) * (m + 1) + j + 1] + 1 : Math.max(lcs[(i + 1) * (m + 1) + j], lcs[i * (m + 1) + j + 1]);
  const hunks: string[][] = [];
  let hunk: string[] = [];
  const flush = () => {
    if (hunk.length) hunks.push(hunk);
    hunk = [];
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && x[i] === y[j]) {
      flush();
      i++;
      j++;
    } else if (j >= m || (i < n && lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1])) hunk.push(`-${x[i++]}`);
    else hunk.push(`+${y[j++]}`);
  }
  flush();
  // Within a hunk, every line taken out before every line put in (as a unified diff shows a change).
  return hunks.map((h) => [...h.filter((l) => l[0] === '-'), ...h.filter((l) => l[0] === '+')]);
}
