import { useId, useState } from 'react';
import { type Msg, msg } from '../../i18n/msg';
import type { ArtifactSet } from '../../sim/trace/types';
import { useActions } from '../../store/SimProvider';
import type { ArtifactCursor } from '../../store/vocabularies';
import { useRich, useT } from '../shared/i18n/useT';
import { itemNoun, parseItemNumber } from './cursor';

interface Props {
  sets: readonly ArtifactSet[];
  cursor: ArtifactCursor;
  byteLength: number;
}

/** Which artifact of the step: a select for the set, and for runs (16 packets, 256 TLPs ...) a number box, first/last and a slider. */
export function ArtifactPicker({ sets, cursor, byteLength }: Props) {
  const t = useT();
  const { setCursor } = useActions();
  const set = sets[cursor.set];
  return (
    <div className="picker">
      <div className="picker-row">
        {sets.length > 1 ? (
          <select
            className="set-select"
            aria-label={t(msg('ui.picker.setLabel'))}
            value={cursor.set}
            onChange={(e) => setCursor({ set: Number(e.target.value), item: 0 })}
          >
            {sets.map((s, i) => (
              <option key={i} value={i}>
                {t(s.label)}
              </option>
            ))}
          </select>
        ) : (
          <span className="set-label" title={t(set.label)}>
            {t(set.label)}
          </span>
        )}
        <span className="size">{t(msg('unit.bytesShort', { n: byteLength }))}</span>
      </div>
      {set.count > 1 && (
        <ItemNav count={set.count} item={cursor.item} noun={itemNoun(set.kind)} onGo={(item) => setCursor({ set: cursor.set, item })} />
      )}
    </div>
  );
}

function ItemNav({ count, item, noun, onGo }: { count: number; item: number; noun: Msg; onGo(i: number): void }) {
  const t = useT();
  const rich = useRich();
  const boxId = useId();
  // Text being typed (null when the box just mirrors the cursor): "2" on the way to "24" must not snap back.
  const [typing, setTyping] = useState<string | null>(null);
  const go = (i: number) => onGo(Math.max(0, Math.min(count - 1, i)));
  return (
    <div className="item-nav" role="group" aria-label={t(msg('ui.picker.which', { noun }))}>
      <button
        type="button"
        onClick={() => go(0)}
        disabled={item === 0}
        aria-label={t(msg('ui.picker.first', { noun }))}
        title={t(msg('ui.picker.first', { noun }))}
      >
        |◀
      </button>
      <label className="item-box" htmlFor={boxId}>
        {rich(msg('ui.picker.box', { noun, count }), {
          input: (
            <input
              id={boxId}
              type="number"
              min={1}
              max={count}
              value={typing ?? String(item + 1)}
              aria-label={t(msg('ui.picker.number', { noun, count: String(count) }))}
              onChange={(e) => {
                setTyping(e.target.value);
                const i = parseItemNumber(e.target.value, count);
                if (i !== null) go(i);
              }}
              onBlur={() => setTyping(null)}
              onKeyDown={(e) => e.key === 'Enter' && setTyping(null)}
              style={{ width: `${String(count).length + 3}ch` }}
            />
          ),
        })}
      </label>
      <button
        type="button"
        onClick={() => go(count - 1)}
        disabled={item === count - 1}
        aria-label={t(msg('ui.picker.last', { noun }))}
        title={t(msg('ui.picker.last', { noun }))}
      >
        ▶|
      </button>
      <input
        className="item-slider"
        type="range"
        min={1}
        max={count}
        value={item + 1}
        onChange={(e) => go(Number(e.target.value) - 1)}
        aria-label={t(msg('ui.picker.slider', { noun }))}
        aria-valuetext={t(msg('ui.picker.position', { noun, item: String(item + 1), count: String(count) }))}
      />
    </div>
  );
}
