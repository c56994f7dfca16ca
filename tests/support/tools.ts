import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The command-line tools the tests run, each at a path an environment variable can change (as CHROMIUM_PATH does
 * for the browser). A missing tool fails the test that needs it, with how to install it: nothing is skipped.
 */
const TOOLS = {
  tshark: { env: 'TSHARK_PATH', path: '/usr/bin/tshark', debian: 'tshark' },
  // Wireshark's file tools, from Debian's wireshark-common, which tshark depends on (so `apt-get install tshark` has them).
  editcap: { env: 'EDITCAP_PATH', path: '/usr/bin/editcap', debian: 'tshark' },
  mergecap: { env: 'MERGECAP_PATH', path: '/usr/bin/mergecap', debian: 'tshark' },
  text2pcap: { env: 'TEXT2PCAP_PATH', path: '/usr/bin/text2pcap', debian: 'tshark' },
  gzip: { env: 'GZIP_PATH', path: '/bin/gzip', debian: 'gzip' },
  pdftotext: { env: 'PDFTOTEXT_PATH', path: '/usr/bin/pdftotext', debian: 'poppler-utils' },
  pdftoppm: { env: 'PDFTOPPM_PATH', path: '/usr/bin/pdftoppm', debian: 'poppler-utils' },
  pdfinfo: { env: 'PDFINFO_PATH', path: '/usr/bin/pdfinfo', debian: 'poppler-utils' },
  gcc: { env: 'GCC_PATH', path: '/usr/bin/gcc', debian: 'gcc' },
  clang: { env: 'CLANG_PATH', path: '/usr/bin/clang', debian: 'clang' },
  /** LibreOffice, headless: opens the generated slide decks as an office suite does (Debian's libreoffice-impress). */
  soffice: { env: 'SOFFICE_PATH', path: '/usr/bin/soffice', debian: 'libreoffice-impress' },
  /** Not run: the header the generated program includes (Debian's libibverbs-dev, rdma-core 44). */
  'verbs.h': { env: 'VERBS_H_PATH', path: '/usr/include/infiniband/verbs.h', debian: 'libibverbs-dev' },
} as const;

export type Tool = keyof typeof TOOLS;

/** The tool's path: $<TOOL>_PATH, else Debian's. Throws, naming the package, when it is not there. */
export function toolPath(tool: Tool): string {
  const t = TOOLS[tool];
  const p = process.env[t.env] ?? t.path;
  if (!existsSync(p)) {
    throw new Error(`${tool} not found at ${p}: install Debian's package (sudo apt-get install -y ${t.debian}) or set ${t.env}`);
  }
  return p;
}

/** Runs the tool and returns what it printed on standard output. */
export function runTool(tool: Tool, args: readonly string[]): string {
  return execFileSync(toolPath(tool), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
}

/** Builds with a compiler: '' when it built, else what it printed (its errors, for the assertion's message). */
export function compileWith(compiler: 'gcc' | 'clang', args: readonly string[]): string {
  try {
    execFileSync(toolPath(compiler), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    return '';
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? e);
  }
}
