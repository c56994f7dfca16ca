import { useMemo } from 'react';
import { msg } from '../../i18n/msg';
import type { Step } from '../../sim/trace/types';
import { useT } from '../shared/i18n/useT';
import { hexBytes, keyArtifact, keyRows } from './keyByteRows';
// What each byte means comes with the key bytes (the lecture view, an embed beside a narrow drawing).
import '../shared/i18n/englishFields';

/** A step's key bytes, large: each chosen field's bytes in hex, its name and value, and what it means. */
export function KeyBytes({
  step,
  caption,
  max = 6,
  meanings = true,
}: {
  step: Step;
  caption: 'lecture' | 'print';
  max?: number;
  /** false: each field's name and value only (the compact handout). */
  meanings?: boolean;
}) {
  const t = useT();
  const artifact = useMemo(() => keyArtifact(step), [step]);
  const rows = useMemo(() => (artifact ? keyRows(artifact, max) : []), [artifact, max]);
  if (!artifact) return <p className="key-bytes-none">{t(msg('teach.keyBytes.none'))}</p>;
  const label = t(artifact.label);
  return (
    <figure className={`key-bytes${meanings ? '' : ' no-meanings'}`} data-testid="key-bytes">
      <figcaption>{t(msg(caption === 'print' ? 'teach.print.keyBytes' : 'teach.keyBytes.label', { label }))}</figcaption>
      <ul>
        {rows.map((r, i) => (
          <li key={i} className="kb-row">
            <span className="kb-hex mono">
              {r.field ? hexBytes(r.bytes) : r.value}
              {r.more > 0 ? ' …' : ''}
            </span>
            <span className="kb-name">
              {r.field ? (
                <>
                  <code>{r.field.name}</code> = <code>{r.value}</code>
                </>
              ) : (
                t(msg('teach.keyBytes.address'))
              )}
            </span>
            {r.field && meanings && <span className="kb-meaning">{t(r.field.meaning)}</span>}
          </li>
        ))}
      </ul>
    </figure>
  );
}
