import { msg } from '../../i18n/msg';
import { formatSizePanel } from '../../sim/format/plainText';
import type { LibraryCall } from '../../sim/program/libraryPath';
import { SOURCES, type Source } from '../../sim/sources/sourceTable';
import type { Trace } from '../../sim/trace/types';
import { useActions } from '../../store/SimProvider';
import { useT } from '../shared/i18n/useT';

/** The step a call produces, and its first artifact's label and size, as a link to that step. */
function StepLink({ trace, call }: { trace: Trace; call: LibraryCall }) {
  const t = useT();
  const { goTo } = useActions();
  const step = call.role ? trace.steps.find((s) => s.role === call.role) : undefined;
  if (!step) return null;
  const set = step.artifacts.find((a) => a.count > 0);
  const first = set ? set.at(0) : null;
  return (
    <button type="button" className="lib-step" data-testid="lib-step" onClick={() => goTo(step.index)}>
      {t(msg('code.ui.goStep', { n: String(step.index + 1) }))}
      {first ? ` · ${t(msg('code.ui.libBytes', { what: first.label, bytes: formatSizePanel(first.bytes.length) }))}` : ''}
    </button>
  );
}

/** One list of calls under its title: a function's name (in code), or a phrase. */
function Calls({ trace, calls, title, code = true }: { trace: Trace; calls: readonly LibraryCall[]; title: string; code?: boolean }) {
  const t = useT();
  return (
    <section className="lib-calls">
      <h4>{code ? <code>{title}</code> : title}</h4>
      <ol>
        {calls.map((c) => {
          return (
            <li key={c.fn} data-testid="lib-call">
              <code className="lib-fn">{c.fn}</code> <span className="lib-what">{t(c.what)}</span>{' '}
              {c.sources.map((id, i) => {
                const src: Source = SOURCES[id];
                return (
                  <span key={id}>
                    {i > 0 ? t(msg('common.listSeparator')) : ''}
                    <a className="lib-source" href={src.url} target="_blank" rel="noopener noreferrer" data-testid="lib-source">
                      {src.where.split(',')[0]} ({src.version})
                    </a>
                  </span>
                );
              })}{' '}
              <StepLink trace={trace} call={c} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The panel's head and the note on its links, by machine: libmlx5 at the release the program builds against, or librxe and the kernel at the releases the soft-RoCE steps cite. */
const HEAD = {
  hca: {
    title: msg('code.ui.libTitle'),
    note: msg('code.ui.libNote', { version: 'v44.0' }),
    poll: msg('code.ui.libPoll'),
    pollIsCode: true,
  },
  rxe: {
    title: msg('code.ui.libTitleRxe'),
    note: msg('code.ui.libNoteRxe', { rdmaCore: 'v50.0', linux: 'v6.8' }),
    poll: msg('code.ui.libPollRxe'),
    pollIsCode: false,
  },
} as const;

/** The provider's path for the post and the poll (libmlx5's, or librxe's and the kernel's): the project's own account of each function, with its public source. */
export function LibraryPathView({ trace, post, poll }: { trace: Trace; post: readonly LibraryCall[]; poll: readonly LibraryCall[] }) {
  const t = useT();
  const head = HEAD[trace.machine];
  return (
    <section className="lib-path" data-testid="lib-path" data-machine={trace.machine}>
      <h4>{t(head.title)}</h4>
      <p className="lib-note">{t(head.note)}</p>
      <Calls trace={trace} calls={post} title={t(msg('code.ui.libPost'))} />
      <Calls trace={trace} calls={poll} title={t(head.poll)} code={head.pollIsCode} />
    </section>
  );
}
