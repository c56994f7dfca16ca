import { useRef } from 'react';
import { type Msg, msg } from '../../i18n/msg';
import type { Field } from '../../sim/bytes/field';
import type { Artifact } from '../../sim/trace/types';
import { hex } from '../shared/displayFormat';
import { useShownWhereWhole } from '../shared/hooks/useShownWhereWhole';
import { useRich, useT } from '../shared/i18n/useT';
import { BitRuler } from './BitRuler';
import { byteRange, type FieldModel, isSubByte } from './fieldModel';
import type { Focus, Highlight } from './highlight';

interface Props {
  artifact: Artifact;
  model: FieldModel;
  focus: Focus | null;
  highlight: Highlight;
  /** A slide: the bits and the legend show only where the box holds them whole (a half ruler reads as nothing from the back row). */
  rulerWhereWhole?: boolean;
}

/** In a byte's ruler every field is equally pointed at: none is singled out. */
const NONE: ReadonlySet<string> = new Set();

/** Where a field sits and how wide it is: "bytes 4–7 · 4 B", "byte 1 · 3 bits". */
const span = (f: Field): Msg => {
  const [a, b] = byteRange(f);
  const where = b - a === 1 ? msg('ui.field.byte', { offset: String(a) }) : msg('ui.field.bytes', { from: String(a), to: String(b - 1) });
  if (!isSubByte(f)) return msg('ui.field.spanBytes', { where, size: String(f.bitLength / 8) });
  return msg('ui.field.spanBits', { where, n: f.bitLength });
};

/** Name, value and meaning of what the reader points at, with the bits when a field is narrower than a byte. */
export function FieldDetails({ artifact, model, focus, highlight, rulerWhereWhole = false }: Props) {
  const t = useT();
  const rich = useRich();
  // Each branch below returns one div at the same place: React keeps the element, so the ref and its measure follow.
  const box = useRef<HTMLDivElement>(null);
  useShownWhereWhole(box, rulerWhereWhole);
  const fields = highlight.focused;
  const legend = model.masked.length > 0 && (
    <p className="legend">
      <span className="sw m-all" aria-hidden="true" /> {t(msg('ui.field.legend'))}
    </p>
  );
  if (!focus || fields.length === 0) {
    return (
      <div ref={box} className="details idle" aria-live="polite">
        <p className="d-head">
          {rich(msg('ui.field.idleHead', { size: msg('unit.bytesShort', { n: String(artifact.bytes.length) }) }), {
            label: <b>{t(artifact.label)}</b>,
          })}
        </p>
        <p className="hint">{t(msg('ui.field.hint'))}</p>
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
      <div ref={box} className="details" aria-live="polite">
        <p className="d-head">
          {rich(msg('ui.field.byteHead', { offset: String(focus.offset), n: fields.length }), {
            value: <code className="d-val">{hex(artifact.bytes[focus.offset], 2)}</code>,
          })}
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
    <div ref={box} className="details" aria-live="polite">
      <p className="d-head">
        <code className="d-path">{f.path}</code> = <code className="d-val">{f.value}</code> <span className="d-span">{t(span(f))}</span>
        {f.link && (
          <span className="d-link" title={t(msg('ui.field.linkedTitle'))}>
            {t(msg('ui.field.linked', { link: msg(`ui.link.${f.link}`) }))}
          </span>
        )}
      </p>
      <p className="d-meaning">{t(f.meaning)}</p>
      {icrc && <p className="d-icrc">{t(msg('ui.field.icrc', { last: String(icrc.coverEnd - 1) }))}</p>}
      {ruler && <BitRuler model={model} bytes={artifact.bytes} from={ruler.from} count={ruler.count} focus={focusSet} />}
      {legend}
    </div>
  );
}
