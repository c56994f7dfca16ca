import { existsSync } from 'node:fs';

/**
 * The only flags Chromium is launched with, by the tests, the bench and `--pptx` (CONTRIBUTING.md, "Chromium is
 * launched only with these flags"). The host-resolver rule keeps the browser from sending DNS queries off this machine
 * (the page-level request log does not show them); the others stop background networking.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** Where Chromium is: $CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export const chromiumCandidate = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The Chromium binary, or null when there is none where it is looked for. */
export function findChromium(): string | null {
  const p = chromiumCandidate();
  return existsSync(p) ? p : null;
}
