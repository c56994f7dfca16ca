// docs/sources.md, generated from the sources table the app's Sources panel shows (one table drives both).
import { EN } from '../src/i18n/en';
import { formatMsg } from '../src/i18n/format';
import { SOURCES, type SourceId } from '../src/sim/sources/sourceTable';
import { sourceWhat } from '../src/sim/sources/sourceWhat';

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** The whole document: every public source the app cites, grouped by publisher, in table order. */
export function sourcesMarkdown(): string {
  const ids = Object.keys(SOURCES) as SourceId[];
  const groups = new Map<string, SourceId[]>();
  for (const id of ids) groups.set(SOURCES[id].publisher, [...(groups.get(SOURCES[id].publisher) ?? []), id]);
  const out = [
    '# Sources',
    '',
    '<!-- Generated from src/sim/sources/sourceTable.ts and src/i18n/en/sources.ts by `npm run docs:sources`; do not edit by hand. -->',
    '',
    `The ${ids.length} public sources the app's sentences, numbers and byte layouts rest on. The app lists the same table (the Sources panel, opened from any step's citation), in English and Chinese. Code is cited at the commit of the copy that was read; specifications that are not freely downloadable point at their publisher's page and name the section.`,
    '',
  ];
  for (const [publisher, list] of groups) {
    out.push(`## ${publisher}`, '', '| id | where | version | what it shows |', '|---|---|---|---|');
    for (const id of list) {
      const s = SOURCES[id];
      const what = formatMsg(EN, sourceWhat(id));
      const version = 'version' in s && s.version ? s.version : '';
      out.push(`| \`${id}\` | [${cell(s.where)}](${s.url}) | ${cell(version)} | ${cell(what)} |`);
    }
    out.push('');
  }
  return out.join('\n');
}
