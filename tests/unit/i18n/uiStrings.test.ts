import '../support/views';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import type { SimData } from '../../../src/store/createSimStore';
import { SimProvider } from '../../../src/store/SimProvider';
import { misconceptionTraceOf, traceOf } from '../../../src/store/traceCache';
import { App } from '../../../src/views/shell/App';
import { scenario } from '../trace/helpers';

/**
 * Every word a user sees or hears comes from the catalogue. This finds the
 * English still written into the views: JSX text, string literals rendered as
 * children, and the attributes a person reads or a screen reader speaks.
 */

const ROOT = join(import.meta.dirname, '../../..');
const DIRS = ['src/views'];

/** Attributes whose value a person reads (tooltip, placeholder) or hears (accessible name, value text). */
const SPOKEN = new Set(['title', 'aria-label', 'aria-valuetext', 'aria-description', 'placeholder', 'alt']);

/**
 * Literals that contain a letter but are not words: the only exceptions.
 * Symbols without letters (✕ ▶ ◀ |◀ ↺ ■ ·) never need an entry.
 */
const ALLOWED: readonly RegExp[] = [
  /^x(\d+|…)$/, // a PCIe link width ("x16", or `x${lanes}` read as "x…")
  /^0x[\da-f]*$/, // a hex value or its prefix
];

const LETTER = /\p{L}/u;

interface Node {
  type: string;
  start: number;
  [k: string]: unknown;
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/** The literal text an expression can evaluate to: string and template literals, through conditionals and `&&`/`||`. */
function literalTexts(e: unknown): { text: string; at: number }[] {
  if (!isNode(e)) return [];
  switch (e.type) {
    case 'Literal':
      return typeof e.value === 'string' ? [{ text: e.value, at: e.start }] : [];
    case 'TemplateLiteral':
      // The whole template, each interpolation shown as …: `x${lanes}` reads "x…".
      return [{ text: (e.quasis as Node[]).map((q) => String((q.value as { cooked?: string }).cooked ?? '')).join('…'), at: e.start }];
    case 'ConditionalExpression':
      return [...literalTexts(e.consequent), ...literalTexts(e.alternate)];
    case 'LogicalExpression':
      return [...literalTexts(e.left), ...literalTexts(e.right)];
    case 'ParenthesizedExpression':
    case 'TSAsExpression':
      return literalTexts(e.expression);
    default:
      return [];
  }
}

const attrName = (n: Node): string => {
  const name = n.name as Node;
  return name.type === 'JSXIdentifier' ? String(name.name) : '';
};

/** Offsets of user-facing English in one .tsx source. */
function hardCodedText(source: string, file = 'x.tsx'): { at: number; text: string }[] {
  const ast = parseAst(source, { lang: 'tsx' }, file) as unknown as Node;
  const found: { at: number; text: string }[] = [];
  const report = (text: string, at: number) => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (LETTER.test(t) && !ALLOWED.some((re) => re.test(t))) found.push({ at, text: t });
  };
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) {
      for (const x of n) walk(x);
      return;
    }
    if (!isNode(n)) return;
    if (n.type === 'JSXText') report(String(n.value), n.start);
    if ((n.type === 'JSXElement' || n.type === 'JSXFragment') && Array.isArray(n.children)) {
      for (const c of n.children as Node[]) {
        if (c.type === 'JSXExpressionContainer') for (const l of literalTexts(c.expression)) report(l.text, l.at);
      }
    }
    if (n.type === 'JSXAttribute' && SPOKEN.has(attrName(n)) && isNode(n.value)) {
      const v = n.value;
      const texts = v.type === 'JSXExpressionContainer' ? literalTexts(v.expression) : literalTexts(v);
      for (const l of texts) report(l.text, l.at);
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'type' && typeof v === 'object') walk(v);
  };
  walk(ast);
  return found.sort((a, b) => a.at - b.at);
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? tsxFiles(join(dir, d.name)) : d.name.endsWith('.tsx') ? [join(dir, d.name)] : [],
  );
}

const lineOf = (source: string, at: number) => source.slice(0, at).split('\n').length;

describe('user-facing strings', () => {
  it('finds English in JSX text, rendered literals and spoken attributes (and nothing in class names or data-*)', () => {
    const src = [
      'export const A = () => (',
      '  <div className="panel wide" data-testid="some-id" title={t(msg("ui.x"))}>',
      '    <p>Hello</p>',
      '    <span aria-label="Close">✕</span>',
      `    <i title={\`Step \${n}\`}>{on ? 'on' : '▶'}</i>`,
      `    <b>{\`x\${lanes}\`}</b> |◀ ▶| ↺`,
      '  </div>',
      ');',
    ].join('\n');
    const hits = hardCodedText(src).map((h) => [lineOf(src, h.at), h.text]);
    expect(hits).toEqual([
      [3, 'Hello'],
      [4, 'Close'],
      [5, 'Step …'],
      [5, 'on'],
    ]);
  });

  it('no view in src/views writes English outside the catalogue', () => {
    const problems: string[] = [];
    for (const dir of DIRS) {
      for (const file of tsxFiles(join(ROOT, dir))) {
        const source = readFileSync(file, 'utf8');
        for (const h of hardCodedText(source, file))
          problems.push(`${relative(ROOT, file)}:${lineOf(source, h.at)}: ${JSON.stringify(h.text)}`);
      }
    }
    expect(problems, `move these into src/i18n/en (ui.* or viz.*) and render them with useT:\n${problems.join('\n')}`).toEqual([]);
  });
});

/** What the formatter shows for a missing key (⟨key⟩) or parameter ({name}). */
const UNFORMATTED = /⟨|\{[A-Za-z][A-Za-z0-9_]*\}/;

const renderApp = (init: Partial<SimData>) =>
  renderToStaticMarkup(createElement(SimProvider, { init } as ComponentProps<typeof SimProvider>, createElement(App, { primary: false })));

describe('the views, server-rendered', () => {
  const unformatted = (html: string) => html.match(new RegExp(`.{0,60}(${UNFORMATTED.source}).{0,60}`))?.[0];

  it('format every message of every step of the default scenario', () => {
    const s = scenario();
    const steps = traceOf(s).steps;
    for (const st of steps) {
      const html = renderApp({ scenario: s, stepIndex: st.index, showSetup: true });
      expect(unformatted(html), st.id).toBeUndefined();
    }
    const first = renderApp({ scenario: s, stepIndex: 0 });
    expect(first).toContain('Actor: ');
    expect(first).toContain('Step <b>1</b>/');
    expect(first).toContain('RDMA WRITE, <span class="sub">byte by byte</span>');
  });

  it('and of a multi-packet scenario with the IOMMU, the dark theme and the misconception', () => {
    const big = scenario({ messageBytes: 65536, pathMtu: 4096, iommu: true });
    const real = traceOf(big).steps;
    const many = real.filter((st) => st.artifacts.some((a) => a.count > 1)).slice(0, 3);
    expect(many.length).toBeGreaterThan(0);
    for (const st of many) {
      const html = renderApp({ scenario: big, stepIndex: st.index, theme: 'dark' });
      expect(unformatted(html), st.id).toBeUndefined();
      expect(html).toContain('IOVA');
    }
    for (const sc of [scenario(), big]) {
      for (const st of misconceptionTraceOf(sc).steps) {
        const html = renderApp({ scenario: sc, stepIndex: st.index, misconception: true });
        expect(unformatted(html), st.id).toBeUndefined();
      }
    }
  });
});
