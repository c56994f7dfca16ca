import { useT } from '../i18n/useT';
import { useState } from 'react';
import { useActions } from '../../store/SimProvider';
import type { ArtifactCursor } from '../../store/createSimStore';
import type { ArtifactSet } from '../../sim/trace/types';
import { formatCount } from '../format';
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
            aria-label="Artifact shown"
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
        <span className="size">{formatCount(byteLength)} B</span>
      </div>
      {set.count > 1 && (
        <ItemNav count={set.count} item={cursor.item} noun={itemNoun(set.kind)} onGo={(item) => setCursor({ set: cursor.set, item })} />
      )}
    </div>
  );
}

function ItemNav({ count, item, noun, onGo }: { count: number; item: number; noun: string; onGo(i: number): void }) {
  // Text being typed (null when the box just mirrors the cursor): "2" on the way to "24" must not snap back.
  const [typing, setTyping] = useState<string | null>(null);
  const go = (i: number) => onGo(Math.max(0, Math.min(count - 1, i)));
  return (
    <div className="item-nav" role="group" aria-label={`Which ${noun}`}>
      <button type="button" onClick={() => go(0)} disabled={item === 0} aria-label={`First ${noun}`} title={`First ${noun}`}>
        |◀
      </button>
      <label className="item-box">
        {noun}{' '}
        <input
          type="number"
          min={1}
          max={count}
          value={typing ?? String(item + 1)}
          aria-label={`${noun} number, 1 to ${count}`}
          onChange={(e) => {
            setTyping(e.target.value);
            const i = parseItemNumber(e.target.value, count);
            if (i !== null) go(i);
          }}
          onBlur={() => setTyping(null)}
          onKeyDown={(e) => e.key === 'Enter' && setTyping(null)}
          style={{ width: `${String(count).length + 3}ch` }}
        />{' '}
        of {formatCount(count)}
      </label>
      <button type="button" onClick={() => go(count - 1)} disabled={item === count - 1} aria-label={`Last ${noun}`} title={`Last ${noun}`}>
        ▶|
      </button>
      <input
        className="item-slider"
        type="range"
        min={1}
        max={count}
        value={item + 1}
        onChange={(e) => go(Number(e.target.value) - 1)}
        aria-label={`${noun} slider`}
        aria-valuetext={`${noun} ${item + 1} of ${count}`}
      />
    </div>
  );
}
