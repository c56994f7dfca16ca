import { Fragment, type ReactNode } from 'react';
import { msg } from '../../../i18n/msg';
import { useActions } from '../../../store/SimProvider';
import { useT } from '../i18n/useT';
import { ACRONYM_TOKEN, defKey, termKey, termOf } from './glossaryTerms';

/** What stays on the line of the term before it: a possessive and closing punctuation ("QP’s", "RETH.", "CQE）。"). */
const CLINGS = /^(?:[’']s)?[.,;:!?)\]’'"»」』）。，；：！？、]*/;

/**
 * A sentence with its acronyms made into glossary terms: the first use of each in the sentence is a button whose
 * tooltip says what it stands for and means (hover), and which opens the Glossary panel at its entry (tap, click,
 * Enter). Later uses in the same sentence stay plain, so a paragraph is not a row of links.
 */
export function Glossed({ text }: { text: string }) {
  const t = useT();
  const { showTerm } = useActions();
  const seen = new Set<string>();
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(ACRONYM_TOKEN)) {
    const term = termOf(m[1]);
    if (term === null || seen.has(term)) continue;
    seen.add(term);
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const tip = t(msg('ui.glossary.tip', { term, stands: msg(termKey(term)), def: msg(defKey(term)) }));
    const end = at + m[1].length;
    const cling = CLINGS.exec(text.slice(end))?.[0] ?? '';
    out.push(
      <span key={at} className="term-wrap">
        <button type="button" className="term" data-term={term} title={tip} onClick={() => showTerm(term)}>
          {m[1]}
        </button>
        {cling}
      </span>,
    );
    last = end + cling.length;
  }
  if (out.length === 0) return <>{text}</>;
  if (last < text.length) out.push(text.slice(last));
  return (
    <>
      {out.map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}
