import { useState } from 'react';
import { msg } from '../../i18n/msg';
import type { CodeAnchor, CodeSection } from '../../sim/program/codeAnchor';
import { codeFocusOf, type HostFocus } from '../../sim/program/codeFocus';
import type { Program } from '../../sim/program/programTypes';
import type { HostId } from '../../sim/trace/types';
import { useSim } from '../../store/SimProvider';
import { download } from '../shared/download';
import { useCatalogue, useT } from '../shared/i18n/useT';
import { CodeListing } from './CodeListing';
import { libraryPathFor, programFor, programTextFor, selectCodeIndex, selectCodeTrace } from './codeSelectors';
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

/** One host's state at this step, as a sentence: its line causes the step, its CPU waits in a call, or it takes no part. */
function hostLine(host: HostId, f: HostFocus, p: Program, numbers: readonly number[], both: boolean) {
  const at = (a: CodeAnchor) => ({ host, line: String(lineOf(p, numbers, host, a)) });
  if (f.run.length) return msg(both ? 'code.ui.otherRuns' : 'code.ui.runsHere', at(f.run[0]));
  if (f.wait === 'poll-cq') return msg('code.ui.waitPoll', at(f.wait));
  if (f.wait === 'wait-done') return msg('code.ui.waitDone', at(f.wait));
  if (f.wait === 'wait-posted') return msg('code.ui.waitPosted', at(f.wait));
  return msg('code.ui.idle', { host });
}

/**
 * The Code view: the application's program for this scenario beside the step, the lines that cause the step lit,
 * where each CPU waits while the hardware works, libmlx5's path for the post and the poll, and the file to download.
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
              {t(msg('code.ui.libButton'))}
            </button>
          )}
        </div>
        {!compact && (
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
        {focus.hardware && <strong>{t(msg('code.ui.hardware'))}</strong>}
        <span>{t(hostLine(host, f, program, lineNumbers, false))}</span>
        <span>{t(hostLine(other, focus[other], program, lineNumbers, f.run.length > 0))}</span>
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
            <h4>{t(msg('code.ui.movTitle'))}</h4>
            <p>{t(msg('code.ui.mov1'))}</p>
            <p>{t(msg('code.ui.mov2'))}</p>
          </aside>
          <LibraryPathView trace={trace} post={path.post} poll={path.poll} />
        </div>
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
