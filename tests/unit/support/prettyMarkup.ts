/**
 * Server-rendered markup (renderToStaticMarkup) as stable, diffable text for a golden file, as Observable Plot's
 * snapshot tests keep their SVG: one element per line, indented by depth, attributes sorted by name, numbers in
 * attributes rounded to 2 decimals, class lists with their spaces collapsed, and the ids React's useId gives
 * (which depend on the tree around the view and on React's version) replaced by id1, id2, … in order of appearance.
 * An element whose only child is text keeps it on its line; text beside elements gets a line of its own.
 *
 * It reads what React writes (well-formed markup, every attribute quoted, `<`, `>`, `&` and quotes escaped, no
 * comments), not HTML in general: anything else throws, so a change in the renderer cannot pass unnoticed.
 */

export interface MarkupElement {
  name: string;
  attrs: [string, string][];
  children: MarkupNode[];
}
export type MarkupNode = MarkupElement | string;

/** The elements HTML writes without a closing tag (none occur in the drawings, but the parser must not nest into them). */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)));
    const c = ENTITIES[e];
    if (c === undefined) throw new Error(`unknown entity ${m}`);
    return c;
  });
}

const escText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escAttr = (s: string) => escText(s).replace(/"/g, '&quot;');

export function parseMarkup(markup: string): MarkupNode[] {
  const root: MarkupElement = { name: '#root', attrs: [], children: [] };
  const stack = [root];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  for (let m = token.exec(markup); m; m = token.exec(markup)) {
    at = token.lastIndex;
    const top = stack[stack.length - 1];
    const [, closing, name, attrText, selfClosing, text] = m;
    if (text !== undefined) {
      top.children.push(decode(text));
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
    } else {
      const attrs: [string, string][] = [...attrText.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)].map((a) => [a[1], decode(a[2] ?? '')]);
      const el: MarkupElement = { name, attrs, children: [] };
      top.children.push(el);
      if (!selfClosing && !VOID.has(name)) stack.push(el);
    }
  }
  if (at !== markup.length) throw new Error(`unreadable markup at ${at}: ${markup.slice(at, at + 40)}`);
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1].name}> is never closed`);
  return root.children;
}

/** A hex number (left whole), or a number not inside a longer run of digits and dots (a version). */
const NUMBER = /0x[0-9a-f.]+|(?<![\d.])-?\d+(?:\.\d+)?(?:e[-+]?\d+)?(?![\d.])/gi;

function round(value: string): string {
  return value.replace(NUMBER, (n) => {
    if (/^0x/i.test(n) || !/[.e]/i.test(n)) return n;
    const r = Math.round(Number(n) * 100) / 100;
    return String(Object.is(r, -0) ? 0 : r);
  });
}

/** Attributes whose value is prose (an accessible name): left as written. */
const PROSE = new Set(['aria-label', 'aria-description', 'alt']);

export function prettyMarkup(markup: string): string {
  const ids = new Map<string, string>();
  // useId's ids: «r0», :r0: or _R_abc_ (by React version); uids strip the colons.
  const stableIds = (s: string) =>
    s.replace(/«[^»]*»|:r[0-9a-z]*:|_[Rr]_[0-9A-Za-z]*_/g, (id) => {
      let n = ids.get(id);
      if (!n) {
        n = `id${ids.size + 1}`;
        ids.set(id, n);
      }
      return n;
    });
  const attr = ([k, v]: [string, string]) => {
    let value = stableIds(v);
    if (k === 'class') value = value.split(/\s+/).filter(Boolean).join(' ');
    else if (!PROSE.has(k)) value = round(value);
    return ` ${k}="${escAttr(value)}"`;
  };
  const lines: string[] = [];
  const walk = (nodes: MarkupNode[], depth: number) => {
    const pad = '  '.repeat(depth);
    for (const node of nodes) {
      if (typeof node === 'string') {
        lines.push(pad + escText(node));
        continue;
      }
      const open = `<${node.name}${[...node.attrs]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(attr)
        .join('')}`;
      if (node.children.length === 0) lines.push(`${pad}${open}/>`);
      else if (node.children.every((c) => typeof c === 'string'))
        lines.push(`${pad}${open}>${escText((node.children as string[]).join(''))}</${node.name}>`);
      else {
        lines.push(`${pad}${open}>`);
        walk(node.children, depth + 1);
        lines.push(`${pad}</${node.name}>`);
      }
    }
  };
  walk(parseMarkup(markup), 0);
  return `${lines.join('\n')}\n`;
}
