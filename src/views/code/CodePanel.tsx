import { useState } from 'react';
import type { MsgKey } from '../../i18n/en';
import { msg } from '../../i18n/msg';
import type { CodeAnchor, CodeSection } from '../../sim/program/codeAnchor';
import { codeFocusOf, type HostFocus, kernelOf } from '../../sim/program/codeFocus';
import type { Program } from '../../sim/program/programTypes';
import type { Machine } from '../../sim/scenario/values';
import type { HostId } from '../../sim/trace/types';
import { useSim } from '../../store/SimProvider';
import { download } from '../shared/download';
import { useCatalogue, useT } from '../shared/i18n/useT';
import { CodeListing } from './CodeListing';
import { libraryPathFor, programFor, programTextFor, selectCodeIndex, selectCodeTrace } from './codeSelectors';
import { GpuPostPseudocode } from './GpuPostPseudocode';
import { LibraryPathView } from './LibraryPathView';
// The program's comments and labels come with the Code tab.
import '../shared/i18n/englishCode';

const HOSTS: readonly HostId[] = ['A', 'B'];

/** The file line of the first line that carries `anchor` in the host's function, else in the helpers. */
function lineOf(p: Program, numbers: readonly number[], host: HostId, anchor: CodeAnchor): number {
  // A line of code, not the comment above it: the status names the call.
  const has = (section: string) => p.lines.findIndex((l) => l.kind === 'code' && l.section === section && l.anchor === anchor);
  const own = has(host);
  const i = own >= 0 ? own : has('common');
  return i >= 0 ? numbers[i] : 0;
}

/**
 * Where a waiting host is, by machine: with a card its CPU takes no part in the transfer; on soft-RoCE only its
 * process waits, while its kernel does the protocol on the same host's CPUs.
 */
const WAITS = {
  hca: { 'poll-cq': 'code.ui.waitPoll', 'wait-done': 'code.ui.waitDone', 'wait-posted': 'code.ui.waitPosted' },
  rxe: { 'poll-cq': 'code.ui.waitPollRxe', 'wait-done': 'code.ui.waitDoneRxe', 'wait-posted': 'code.ui.waitPostedRxe' },
} as const satisfies Record<Machine, Record<string, MsgKey>>;

/** The Code view's words for the provider's path, by machine: libmlx5's, or librxe's and the kernel's. */
const LIBRARY = {
  hca: { button: 'code.ui.libButton', movTitle: 'code.ui.movTitle', mov: ['code.ui.mov1', 'code.ui.mov2'] },
  rxe: { button: 'code.ui.libButtonRxe', movTitle: 'code.ui.movTitleRxe', mov: ['code.ui.movRxe1', 'code.ui.movRxe2'] },
} as const satisfies Record<Machine, { button: MsgKey; movTitle: MsgKey; mov: readonly MsgKey[] }>;

/** One host's state at this step, as a sentence: its line causes the step, its CPU waits in a call, or it takes no part. */
function hostLine(machine: Machine, host: HostId, f: HostFocus, p: Program, numbers: readonly number[], both: boolean) {
  const at = (a: CodeAnchor) => ({ host, line: String(lineOf(p, numbers, host, a)) });
  if (f.run.length) return msg(both ? 'code.ui.otherRuns' : 'code.ui.runsHere', at(f.run[0]));
  if (f.wait === 'poll-cq' || f.wait === 'wait-done' || f.wait === 'wait-posted') return msg(WAITS[machine][f.wait], at(f.wait));
  return msg('code.ui.idle', { host });
}

/**
 * The Code view: the application's program for this scenario beside the step, the lines that cause the step lit,
 * where each CPU waits while the hardware works (on soft-RoCE, the kernel), the provider's path for the post and the
 * poll (libmlx5's, or librxe's and the kernel's), and the file to download.
 * `compact` (embed, lecture): the listing and the status only.
 */
export function CodePanel({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const trace = useSim(selectCodeTrace);
  const index = useSim(selectCodeIndex);
  const program = programFor(trace);
  const { cat } = useCatalogue();
  const { lineNumbers } = programTextFor(program, cat);
  const focus = codeFocusOf(trace, index);
  const kernel = kernelOf(trace, index);
  const words = LIBRARY[trace.machine];
  const auto: HostId = focus.A.run.length ? 'A' : focus.B.run.length ? 'B' : focus.A.wait ? 'A' : 'B';
  // Until the reader picks a host, the view follows the program that causes each step; a pick then holds (a student
  // can watch B through the hardware steps). The library's path is a view of its own, kept until a host is picked.
  const [picked, setPicked] = useState<HostId | null>(null);
  const [lib, setLib] = useState(false);
  const host = picked ?? auto;
  const pick = (h: HostId) => {
    setLib(false);
    setPicked(h);
  };
  const other: HostId = host === 'A' ? 'B' : 'A';
  const f = focus[host];
  const litCommon = program.lines.some((l) => l.section === 'common' && 'anchor' in l && l.anchor && f.run.includes(l.anchor));
  const sections: CodeSection[] = litCommon ? [host, 'common'] : [host];
  const path = libraryPathFor(trace);
  const save = () => download(program.fileName, [programTextFor(program, cat).text], 'text/x-csrc');
  const showLib = lib && !compact;
  return (
    <section className={`code-panel${compact ? ' code-compact' : ''}`} aria-label={t(msg('code.ui.label'))} data-testid="code-panel">
      <div className="code-head">
        <div role="group" className="code-hosts" aria-label={t(msg('code.ui.hostsLabel'))}>
          {HOSTS.map((h) => (
            <button
              key={h}
              type="button"
              aria-pressed={!showLib && h === host}
              className={!showLib && h === host ? 'code-host current' : 'code-host'}
              data-testid={`code-host-${h}`}
              onClick={() => pick(h)}
            >
              {t(msg(h === 'A' ? 'code.ui.hostA' : 'code.ui.hostB'))}
            </button>
          ))}
          {!compact && (
            <button
              type="button"
              aria-pressed={showLib}
              className={showLib ? 'code-host current' : 'code-host'}
              data-testid="code-lib"
              onClick={() => setLib(true)}
            >
              {t(msg(words.button))}
            </button>
          )}
        </div>
        {!compact && trace.scenario.initiator !== 'gpu' && (
          <button
            type="button"
            className="code-download"
            data-testid="code-download"
            onClick={save}
            title={t(msg('code.ui.download', { file: program.fileName }))}
            aria-label={t(msg('code.ui.download', { file: program.fileName }))}
          >
            <span aria-hidden="true">⤓</span> {program.fileName}
          </button>
        )}
      </div>
      <p className="code-status" data-testid="code-status" data-hardware={focus.hardware ? 'true' : 'false'}>
        {focus.hardware && <strong>{t(kernel ? msg('code.ui.kernel', { host: kernel }) : msg('code.ui.hardware'))}</strong>}
        {/* A GPU thread posts (IBGDA): A's lines are the pseudocode's, and A's CPU takes no part. */}
        {[host, other].map((h, i) => (
          <span key={h}>
            {t(
              trace.scenario.initiator === 'gpu' && h === 'A'
                ? msg('code.gpuInit.statusA')
                : hostLine(trace.machine, h, focus[h], program, lineNumbers, i === 1 && f.run.length > 0),
            )}
          </span>
        ))}
      </p>
      {!showLib && (
        <p className="code-legend" data-testid="code-legend">
          <span className="code-key code-key-run">{t(msg('code.ui.keyRun'))}</span>{' '}
          <span className="code-key code-key-wait">{t(msg('code.ui.keyWait'))}</span>
        </p>
      )}
      {showLib ? (
        <div className="code-lib-view">
          <aside className="code-mov" data-testid="code-mov">
            <h4>{t(msg(words.movTitle))}</h4>
            {words.mov.map((k) => (
              <p key={k}>{t(msg(k))}</p>
            ))}
          </aside>
          <LibraryPathView trace={trace} post={path.post} poll={path.poll} />
        </div>
      ) : trace.scenario.initiator === 'gpu' && host === 'A' ? (
        <GpuPostPseudocode role={trace.steps[index]?.role} op={trace.scenario.op} />
      ) : (
        <CodeListing
          trace={trace}
          program={program}
          lineNumbers={lineNumbers}
          host={host}
          sections={sections}
          run={f.run}
          wait={f.wait}
          follow
        />
      )}
    </section>
  );
}

export { warmCode } from './codeSelectors';
