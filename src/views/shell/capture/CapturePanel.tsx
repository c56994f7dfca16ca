import { type DragEvent, useEffect, useRef, useState } from 'react';
import { CAPTURE } from '../../../i18n/en/capture';
import { type Msg, msg } from '../../../i18n/msg';
import type { CaptureExplanation } from '../../../sim/capture/explainCapture';
import type { CaptureIssue } from '../../../sim/capture/explainText';
import { type HexDumpProblem, parseHexDump, pcapOfPastedPacket } from '../../../sim/capture/hexDump';
import type { CapturedMessage } from '../../../sim/capture/reconstruct';
import { captureWalkOf, walkIndices } from '../../../sim/capture/walk/captureWalk';
import { useActions, useSim } from '../../../store/SimProvider';
import { selectCaptureSample } from '../../../store/stateSelectors';
import { CAPTURE_SAMPLES } from '../../../store/vocabularies';
import { formatSizePanel } from '../../shared/displayFormat';
import { addEnglish } from '../../shared/i18n/catalogues';
import { useT } from '../../shared/i18n/useT';
import { InfoPanel } from '../sources/InfoPanel';
import { indexCapture } from './captureIndexer';
import type { IndexedWhere } from './captureIndexMessages';
import { Ladder } from './Ladder';
import { readMessageRecords } from './readCaptureFile';

// The panel's English comes with it (its own chunk, loaded when first opened).
addEnglish(CAPTURE);

/** At most this many messages listed per connection: a capture may hold millions; the rest are counted. */
const MAX_MESSAGES = 50;
const hex = (n: number) => `0x${n.toString(16)}`;
/** Packet numbers as Wireshark shows them (from 1), a long list shortened. */
const frames = (ix: readonly number[]) =>
  ix.length > 12
    ? `${ix
        .slice(0, 10)
        .map((i) => i + 1)
        .join(', ')}, … ${ix[ix.length - 1] + 1}`
    : ix.map((i) => i + 1).join(', ');

type State =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string; read: number; total: number }
  | { kind: 'done'; x: CaptureExplanation; file: File; where: IndexedWhere };

function Problem({ p }: { p: CaptureIssue }) {
  const t = useT();
  return (
    <p className="capture-problem" role="alert" data-testid="capture-problem">
      {t(msg(`capture.problem.${p.kind}`, { detail: p.detail, offset: p.offset, count: p.count ?? 1 }))}
    </p>
  );
}

function Message({ m, x, onWalk }: { m: CapturedMessage; x: CaptureExplanation; onWalk: (m: CapturedMessage) => void }) {
  const t = useT();
  const psns = m.lastPsn !== m.firstPsn ? `${m.firstPsn}–${m.lastPsn}` : String(m.firstPsn);
  const answers = m.answers.map((i) => msg(`capture.answer.${x.answerKinds.get(i) ?? 'ack'}`));
  // The message, its answers and whether it was resent: clauses of one line, joined as the reader's language joins them.
  const clauses = [
    msg('capture.message', {
      n: m.id + 1,
      kind: msg(`capture.kind.${m.kind}`),
      bytes: formatSizePanel(m.bytes),
      psns,
      packets: frames(m.packets),
    }),
    ...(answers.length > 0 ? [msg('capture.answers', { list: answers })] : []),
    ...(m.resent ? [msg('capture.resent')] : []),
  ];
  return (
    <li data-testid="capture-message">
      {clauses.map((c) => t(c)).join(t(msg('common.clauseSeparator')))}{' '}
      <button type="button" className="capture-walk" data-testid="capture-walk" onClick={() => onWalk(m)}>
        {t(msg('capture.walk.open'))}
      </button>
    </li>
  );
}

/** What a capture holds: its connections and messages, and what went wrong, each with its packets. */
function Overview({ x, onWalk }: { x: CaptureExplanation; onWalk: (m: CapturedMessage, frame?: number) => void }) {
  const t = useT();
  const o = x.overview;
  const r = x.reconstruction;
  const format = msg(o.fileFormat ? `capture.format.${o.fileFormat}` : 'capture.format.unknown');
  const others = Object.entries(o.others).map(([what, n]) => `${what} ×${n}`);
  return (
    <section className="capture-overview" data-testid="capture-overview">
      <p>
        {t(msg('capture.summary', { file: o.file, format, gzip: o.gzip ? msg('capture.gzip') : '', records: o.records, rdma: o.rdma }))}
      </p>
      {o.problems.map((p, i) => (
        <Problem key={i} p={p} />
      ))}
      {others.length > 0 && <p className="muted">{t(msg('capture.others', { list: others.join(', ') }))}</p>}
      {o.errors > 0 && <p className="muted">{t(msg('capture.errors', { n: o.errors }))}</p>}
      {o.rdma === 0 && o.records > 0 && (
        <p role="alert" data-testid="capture-problem">
          {t(msg('capture.noRdma', { records: o.records, linkTypes: o.linkTypes.join(', ') }))}
        </p>
      )}
      <ol className="capture-connections">
        {r.connections.map((c) => {
          const messages = r.messages.filter((m) => m.connection === c.id);
          return (
            <li key={c.id} data-testid="capture-connection">
              {t(
                msg('capture.connection', {
                  n: c.id + 1,
                  carrier: c.carrier,
                  requester: c.requester.address,
                  qpA: c.requester.qpn === null ? msg('capture.qpUnknown') : hex(c.requester.qpn),
                  responder: c.responder.address,
                  qpB: hex(c.responder.qpn),
                  requests: c.requests,
                  answers: c.answers,
                }),
              )}
              {c.cm && (
                <p className="muted" data-testid="capture-cm">
                  {t(
                    msg('capture.cm', {
                      kinds: r.cm[c.cm.exchange].kinds.map((k) => k.toUpperCase()).join(', '),
                      packets: frames(r.cm[c.cm.exchange].packets),
                      requesterPsn: c.cm.requesterPsn ?? '?',
                      responderPsn: c.cm.responderPsn ?? '?',
                    }),
                  )}
                </p>
              )}
              <ul>
                {messages.slice(0, MAX_MESSAGES).map((m) => (
                  <Message key={m.id} m={m} x={x} onWalk={onWalk} />
                ))}
                {messages.length > MAX_MESSAGES && <li>{t(msg('capture.more', { n: messages.length - MAX_MESSAGES }))}</li>}
              </ul>
              {r.ladders[c.id] && (
                <Ladder
                  ladder={r.ladders[c.id]}
                  connection={c}
                  onPick={(rung) => rung.message !== undefined && onWalk(r.messages[rung.message], rung.index + 1)}
                />
              )}
            </li>
          );
        })}
      </ol>
      {o.rdma > 0 && (
        <>
          <h3>{t(msg('capture.anomalies'))}</h3>
          {r.anomalies.length === 0 ? (
            <p>{t(msg('capture.noAnomalies'))}</p>
          ) : (
            <ul className="capture-anomalies">
              {r.anomalies.map((a, i) => (
                <li key={i} data-testid="capture-anomaly" data-kind={a.kind}>
                  {t(msg('capture.anomaly', { what: msg(`capture.anomaly.${a.kind}`), packets: frames(a.packets) }))}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/**
 * One packet pasted as text (a hex dump from Wireshark, tshark -x, tcpdump -xx or xxd; or the bytes alone): read as a
 * one-packet capture (src/sim/capture/hexDump.ts), or one line naming what could not be read.
 */
function PasteBox({ onPacket }: { onPacket: (pcap: Uint8Array) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<HexDumpProblem | null>(null);
  const submit = () => {
    const r = parseHexDump(text);
    if (!r.ok) setProblem(r.problem);
    else {
      setProblem(null);
      onPacket(pcapOfPastedPacket(r.bytes));
    }
  };
  return (
    <details className="capture-paste">
      <summary>{t(msg('capture.paste.title'))}</summary>
      <label>
        {t(msg('capture.paste.label'))}
        <textarea data-testid="capture-paste" rows={6} spellCheck={false} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </label>
      <button type="button" data-testid="capture-paste-go" onClick={submit}>
        {t(msg('capture.paste.go'))}
      </button>
      {problem && (
        <p className="capture-problem" role="alert" data-testid="capture-problem">
          {t(msg(`capture.paste.problem.${problem.kind}`, { line: problem.line, detail: problem.detail }))}
        </p>
      )}
    </details>
  );
}

/**
 * "Your own capture, explained" (`panel=capture`): a file picker and a drop zone; the file is read in the page as it
 * streams in (src/sim/capture), never sent anywhere, and its connections, messages and anomalies are listed.
 */
export function CapturePanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const open = async (file: File | undefined) => {
    if (!file) return;
    abort.current?.abort();
    const ac = new AbortController();
    abort.current = ac;
    setState({ kind: 'reading', name: file.name, read: 0, total: file.size });
    const r = await indexCapture(file, (read) => setState({ kind: 'reading', name: file.name, read, total: file.size }), ac.signal);
    if (r && !ac.signal.aborted) setState({ kind: 'done', x: r.x, file, where: r.where });
  };
  const { openWalk } = useActions();
  const [walkLine, setWalkLine] = useState<Msg | null>(null);
  const walk = async (m: CapturedMessage, frame?: number) => {
    if (state.kind !== 'done') return;
    const { x, file } = state;
    abort.current?.abort();
    const ac = new AbortController();
    abort.current = ac;
    setWalkLine(msg('capture.walk.reading', { name: file.name }));
    const records = await readMessageRecords(file, walkIndices(m), ac.signal);
    if (!records || ac.signal.aborted) return;
    const w = captureWalkOf(file.name, m, x.reconstruction.connections[m.connection], records);
    if (w.ok) openWalk(w.walk, frame);
    else setWalkLine(msg('capture.walk.notModelled', { n: m.id + 1, what: w.what }));
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    own(e.dataTransfer.files[0]);
  };
  // A file of the reader's own: the link no longer names a sample.
  const own = (file: File | undefined) => {
    if (file) showCaptureSample(null);
    void open(file);
  };
  // A sample the link names (or a button picked): fetched from this site, then read as any file is.
  const sample = useSim(selectCaptureSample);
  const [sampleLine, setSampleLine] = useState<Msg | null>(null);
  const { showCaptureSample } = useActions();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new sample is the only reason to fetch again (open is a new function each render)
  useEffect(() => {
    if (!sample) return;
    let live = true;
    setSampleLine(null);
    fetch(`${import.meta.env.BASE_URL}samples/${sample}.pcap`)
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((b) => {
        if (live) void open(new File([b], `${sample}.pcap`));
      })
      .catch(() => {
        if (live) setSampleLine(msg('capture.sample.failed', { name: sample }));
      });
    return () => {
      live = false;
    };
  }, [sample]);
  return (
    <InfoPanel kind="capture" title={t(msg('capture.title'))} onClose={onClose}>
      <p className="info-intro">{t(msg('capture.intro'))}</p>
      {/* Dropping a file is a mouse's second way in; the picker inside is the keyboard's (and the first one). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop zone around a real file input, which keyboards reach */}
      <div className="capture-drop" data-testid="capture-drop" onDragOver={(e) => e.preventDefault()} onDrop={drop}>
        <label className="capture-choose">
          {t(msg('capture.choose'))}{' '}
          <input
            type="file"
            accept=".pcap,.pcapng,.cap,.gz,.erf"
            data-testid="capture-file"
            onChange={(e) => own(e.currentTarget.files?.[0])}
          />
        </label>
        <span className="muted"> {t(msg('capture.drop'))}</span>
      </div>
      {state.kind === 'reading' && (
        <p role="status" data-testid="capture-progress">
          {t(msg('capture.reading', { name: state.name, read: formatSizePanel(state.read), total: formatSizePanel(state.total) }))}{' '}
          <progress max={Math.max(1, state.total)} value={state.read} aria-label={t(msg('capture.progress'))} />{' '}
          <button
            type="button"
            data-testid="capture-cancel"
            onClick={() => {
              abort.current?.abort();
              setState({ kind: 'idle' });
            }}
          >
            {t(msg('capture.cancel'))}
          </button>
        </p>
      )}
      <PasteBox onPacket={(bytes) => own(new File([bytes as Uint8Array<ArrayBuffer>], t(msg('capture.paste.name'))))} />
      <p className="capture-samples">
        {t(msg('capture.sample.intro'))}{' '}
        {CAPTURE_SAMPLES.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={id === sample}
            data-testid="capture-sample"
            data-sample={id}
            onClick={() => showCaptureSample(id)}
          >
            {t(msg(`capture.sample.${id}`))}
          </button>
        ))}
      </p>
      {sampleLine && (
        <p className="capture-problem" role="alert" data-testid="capture-problem">
          {t(sampleLine)}
        </p>
      )}
      {walkLine && (
        <p role="status" data-testid="capture-walk-line">
          {t(walkLine)}
        </p>
      )}
      {state.kind === 'done' && <span hidden data-testid="capture-indexed" data-where={state.where} />}
      {state.kind === 'done' && <Overview x={state.x} onWalk={(m, frame) => void walk(m, frame)} />}
      <p className="muted">{t(msg('capture.next'))}</p>
    </InfoPanel>
  );
}
