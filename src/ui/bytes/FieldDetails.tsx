import type { Artifact } from '../../sim/trace/types';
import type { Field } from '../../sim/bytes/field';
import { BitRuler } from './BitRuler';
import { useT } from '../i18n/useT';
import { byteRange, isSubByte, type FieldModel } from './fieldModel';
import type { Focus, Highlight } from './highlight';

interface Props {
  artifact: Artifact;
  model: FieldModel;
  focus: Focus | null;
  highlight: Highlight;
}

/** In a byte's ruler every field is equally pointed at: none is singled out. */
const NONE: ReadonlySet<string> = new Set();

const span = (f: Field) => {
  const [a, b] = byteRange(f);
  const bytes = b - a === 1 ? `byte ${a}` : `bytes ${a}–${b - 1}`;
  if (!isSubByte(f)) return `${bytes} · ${f.bitLength / 8} B`;
  return `${bytes} · ${f.bitLength} bit${f.bitLength > 1 ? 's' : ''}`;
};

/** Name, value and meaning of what the reader points at, with the bits when a field is narrower than a byte. */
export function FieldDetails({ artifact, model, focus, highlight }: Props) {
  const t = useT();
  const fields = highlight.focused;
  const legend = model.masked.length > 0 && (
    <p className="legend">
      <span className="sw m-all" aria-hidden="true" /> hatched: replaced by 1s before the ICRC is computed
    </p>
  );
  if (!focus || fields.length === 0) {
    return (
      <div className="details idle" aria-live="polite">
        <p className="d-head">
          <b>{t(artifact.label)}</b> · {artifact.bytes.length} B
        </p>
        <p className="hint">Point at a byte or a field; Tab reaches the dump and the field list (arrow keys move).</p>
        {legend}
      </div>
    );
  }
  const focusSet = new Set(fields.map((f) => f.path));
  let ruler: { from: number; count: number } | null = null;
  if (focus.kind === 'byte') {
    if (fields.length > 1 || isSubByte(fields[0])) ruler = { from: focus.offset, count: 1 };
  } else if (isSubByte(fields[0])) {
    const [a, b] = byteRange(fields[0]);
    ruler = { from: a, count: Math.min(4, b - a) };
  }
  const icrc = highlight.icrcFocused && model.icrc;
  if (focus.kind === 'byte' && fields.length > 1) {
    // Several bit fields share the byte: the ruler names them; one clipped line of meaning each.
    return (
      <div className="details" aria-live="polite">
        <p className="d-head">
          Byte {focus.offset} = <code className="d-val">0x{artifact.bytes[focus.offset].toString(16).padStart(2, '0')}</code> holds{' '}
          {fields.length} fields:
        </p>
        <BitRuler model={model} bytes={artifact.bytes} from={focus.offset} count={1} focus={NONE} />
        <ul className="d-list">
          {fields.map((f) => (
            <li key={f.path} title={t(f.meaning)}>
              <b>{f.name}</b>: {t(f.meaning)}
            </li>
          ))}
        </ul>
        {legend}
      </div>
    );
  }
  const f = fields[0];
  return (
    <div className="details" aria-live="polite">
      <p className="d-head">
        <code className="d-path">{f.path}</code> = <code className="d-val">{f.value}</code> <span className="d-span">{span(f)}</span>
        {f.link && (
          <span className="d-link" title="The other views highlight the same value">
            linked: {f.link}
          </span>
        )}
      </p>
      <p className="d-meaning">{t(f.meaning)}</p>
      {icrc && <p className="d-icrc">Covers bytes 0–{icrc.coverEnd - 1}; the hatched bits count as 1s.</p>}
      {ruler && <BitRuler model={model} bytes={artifact.bytes} from={ruler.from} count={ruler.count} focus={focusSet} />}
      {legend}
    </div>
  );
}
