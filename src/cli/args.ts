import { printable } from '../sim/format/plainText';

/** Command-line flags of `npm run trace`, parsed without a library so errors name the flag. */
export interface TraceArgs {
  scenario?: string;
  json?: string;
  pcap?: string;
  /** The application's C program for the scenario (A and B in one file). */
  program?: string;
  /** A Makefile beside the program that builds it and runs each side. */
  makefile?: boolean;
  /** Given only to ask for 247; native IB defaults to 197, RoCEv2 is always Ethernet (1). */
  linktype?: 197 | 247;
  /** Print one JSON object of timing figures on standard output. */
  summary: boolean;
  /** Print docs/calibration.md (the model against the published figures) on standard output. */
  calibration: boolean;
  /** The walk as a PowerPoint deck, made by the page's Share panel in headless Chromium. */
  pptx?: string;
  /** With --pptx: the steps (a phase, a range such as A1–B4, a step id or number); empty = the walk after its setup. */
  steps?: string;
  drawing?: 'topology' | 'memory';
  aspect?: '16:9' | '4:3';
  lang?: 'en' | 'zh-CN';
  /** A capture to explain (pcap, pcapng, gzip-compressed or not); with --json, the reconstruction goes there. */
  explain?: string;
  help: boolean;
}

export const USAGE = `usage: npm run --silent trace -- [--scenario FILE.json] [--json OUT.json] [--pcap OUT.pcap [--linktype 197|247]] [--program OUT.c [--makefile]] [--summary] [--calibration]
       npm run --silent trace -- [--scenario FILE.json] --pptx OUT.pptx [--steps A1–B4] [--drawing topology|memory] [--aspect 16:9|4:3] [--lang en|zh-CN]
       npm run --silent trace -- --explain CAPTURE [--json OUT.json]
  --scenario FILE.json  the scenario, at most 1 MiB of UTF-8 JSON ("-" = standard input; missing keys take the
                        defaults; no file = the default scenario)
  --json OUT.json       write the whole trace as JSON ("-" = standard output)
  --pcap OUT.pcap       write every packet as a pcap Wireshark opens: native InfiniBand in ERF records (link type 197),
                        RoCEv2 as Ethernet frames (link type 1)
  --linktype 247        native InfiniBand only: write LINKTYPE_INFINIBAND instead (raw packets; tshark 4.0 cannot read it)
  --program OUT.c       write the verbs program whose run the trace shows: one C file for host A and host B, chosen by
                        its first argument; it builds with gcc -Wall -Wextra -Werror ... -libverbs
  --makefile            with --program OUT.c: write a Makefile beside it (make; make run-b; make run-a HOST_B=...)
  --pptx OUT.pptx       write the walk as a PowerPoint deck, as the app's Share panel makes it: the page is built and
                        opened in headless Chromium ($CHROMIUM_PATH, else /usr/bin/chromium), which draws the slides
  --steps RANGE         with --pptx: a phase (A1), a range (A1–B4 or A1-B4), a step id or number; default: the walk
                        after its setup
  --drawing VIEW        with --pptx: topology (default) or memory (the memory maps)
  --aspect SHAPE        with --pptx: 16:9 (default) or 4:3
  --lang LANG           with --pptx: en (default) or zh-CN
  --summary             print {oneWayNs, completionNs, bandwidthGbps, messageRateMpps, ibPackets, tlpsA, tlpsB} as one JSON line
  --calibration         print the calibration table (docs/calibration.md) as Markdown
  --explain CAPTURE     read a capture (pcap or pcapng, gzip-compressed or not; Ethernet, Linux cooked, raw IP, ERF or
                        InfiniBand link types) and print its RDMA connections, messages, answers and anomalies; with
                        --json OUT.json, write them as JSON too
Files are written whole or not at all: each goes to a temporary file beside it, renamed onto the target once every
output is written; a failed or interrupted run removes it and leaves existing files as they were. Any size streams in
bounded memory (about 150 MB); an output over 4 GiB - 1 byte (the FAT32 limit), or larger than the free space, is
refused before anything is written. Standard output waits for a slow reader.`;

export function parseArgs(argv: string[]): { ok: true; args: TraceArgs } | { ok: false; error: string } {
  const args: TraceArgs = { summary: false, calibration: false, help: false };
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || (v.startsWith('--') && v !== '-')) throw new Error(`${flag} needs a value`);
      if (v === '')
        throw new Error(`${flag}: the path is empty; give a file name, or - for standard ${flag === '--scenario' ? 'input' : 'output'}`);
      return v;
    };
    const canonical = flag === '-h' ? '--help' : flag;
    if (seen.has(canonical)) return { ok: false, error: `${printable(flag, 40)} is given twice; give it once` };
    seen.add(canonical);
    try {
      switch (flag) {
        case '--scenario':
          args.scenario = value();
          break;
        case '--json':
          args.json = value();
          break;
        case '--pcap':
          args.pcap = value();
          break;
        case '--program':
          args.program = value();
          break;
        case '--linktype': {
          const v = value();
          if (v !== '197' && v !== '247')
            return {
              ok: false,
              error: `--linktype: "${printable(v, 20)}" is not allowed; expected 197 (ERF, default) or 247 (LINKTYPE_INFINIBAND)`,
            };
          args.linktype = Number(v) as 197 | 247;
          break;
        }
        case '--makefile':
          args.makefile = true;
          break;
        case '--summary':
          args.summary = true;
          break;
        case '--calibration':
          args.calibration = true;
          break;
        case '--explain':
          args.explain = value();
          break;
        case '--pptx':
          args.pptx = value();
          if (args.pptx === '-') return { ok: false, error: '--pptx writes a file: give a path such as walk.pptx, not -' };
          break;
        case '--steps':
          args.steps = value();
          break;
        case '--drawing': {
          const v = value();
          if (v !== 'topology' && v !== 'memory')
            return { ok: false, error: `--drawing: "${printable(v, 20)}" is not allowed; expected topology or memory` };
          args.drawing = v;
          break;
        }
        case '--aspect': {
          const v = value();
          if (v !== '16:9' && v !== '4:3')
            return { ok: false, error: `--aspect: "${printable(v, 20)}" is not allowed; expected 16:9 or 4:3` };
          args.aspect = v;
          break;
        }
        case '--lang': {
          const v = value();
          if (v !== 'en' && v !== 'zh-CN')
            return { ok: false, error: `--lang: "${printable(v, 20)}" is not allowed; expected en or zh-CN` };
          args.lang = v;
          break;
        }
        case '--help':
        case '-h':
          args.help = true;
          break;
        default:
          return {
            ok: false,
            error: `unknown flag "${printable(flag, 40)}"; expected --scenario, --json, --pcap, --program, --makefile, --linktype, --pptx, --steps, --drawing, --aspect, --lang, --summary, --calibration, --explain or --help`,
          };
      }
    } catch (e) {
      return { ok: false, error: (e as Error).message };
    }
  }
  if (args.explain !== undefined) {
    const other = [
      args.scenario && '--scenario',
      args.pcap && '--pcap',
      args.program && '--program',
      args.makefile && '--makefile',
      args.summary && '--summary',
      args.calibration && '--calibration',
      args.linktype && '--linktype',
      args.pptx && '--pptx',
    ].find(Boolean);
    if (other) return { ok: false, error: `--explain reads a capture: ${other} is for a scenario; give them in separate runs` };
    return { ok: true, args };
  }
  const deckOnly = [
    args.steps !== undefined && '--steps',
    args.drawing && '--drawing',
    args.aspect && '--aspect',
    args.lang && '--lang',
  ].find(Boolean);
  if (deckOnly && !args.pptx) return { ok: false, error: `${deckOnly} is for the slides: give --pptx OUT.pptx too` };
  if (args.makefile && (!args.program || args.program === '-'))
    return { ok: false, error: '--makefile writes a Makefile beside the program: give --program OUT.c (a file, not -) too' };
  if (!args.help && !args.json && !args.pcap && !args.program && !args.pptx && !args.summary && !args.calibration)
    return {
      ok: false,
      error: 'nothing to write: give --json OUT.json, --pcap OUT.pcap, --program OUT.c, --pptx OUT.pptx, --summary and/or --calibration',
    };
  const toStdout = [args.json === '-', args.program === '-', args.summary, args.calibration].filter(Boolean).length;
  if (toStdout > 1)
    return { ok: false, error: 'only one of --json -, --program -, --summary and --calibration can write to standard output' };
  return { ok: true, args };
}
