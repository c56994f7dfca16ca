import './views';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SimData } from '../../../src/store/createSimStore';
import { SimProvider } from '../../../src/store/SimProvider';
import { engine } from '../../../src/store/traceCache';
import { MemoryMaps } from '../../../src/views/maps/MemoryMaps';
import { StillMotion } from '../../../src/views/shared/hooks/useStepAnimation';
import { Topology } from '../../../src/views/topology/Topology';
import { type MarkupNode, parseMarkup } from './prettyMarkup';

/**
 * The two drawings, rendered on the server as the explorer shows them (the topology uncropped, the three memory
 * maps): each step's end state, as reduced motion draws it (StillMotion; a server render runs no effect, so nothing
 * tweens and no clock is read), from a store of their own created with `init` and the engine. To draw what a store
 * shows after an action, pass its state (`store.getState()`): a server render reads a store's initial state
 * (zustand's server snapshot), not what actions made of it.
 */
export function renderDrawings(init: Partial<SimData>): string {
  return renderToStaticMarkup(
    <SimProvider init={init} engine={engine}>
      <StillMotion.Provider value={true}>
        <Topology />
        <MemoryMaps />
      </StillMotion.Provider>
    </SimProvider>,
  );
}

/** An element of the parsed markup: its name, attributes and children. */
export interface El {
  name: string;
  attrs: Record<string, string>;
  /** The text it holds, its descendants' included. */
  text: string;
  children: El[];
}

/** The server-rendered drawings as a tree to query (every element, depth first), for tests that read the drawn SVG's structure. */
export function drawnElements(init: Partial<SimData>): El[] {
  const all: El[] = [];
  const visit = (n: MarkupNode): El | string => {
    if (typeof n === 'string') return n;
    const el: El = { name: n.name, attrs: Object.fromEntries(n.attrs), text: '', children: [] };
    all.push(el);
    const kids = n.children.map(visit);
    el.children = kids.filter((k): k is El => typeof k !== 'string');
    el.text = kids.map((k) => (typeof k === 'string' ? k : k.text)).join('');
    return el;
  };
  for (const n of parseMarkup(renderDrawings(init))) visit(n);
  return all;
}

/** Elements whose attributes include all of `attrs` (e.g. { 'data-testid': 'mr-page', 'data-filled': 'true' }). */
export function having(els: readonly El[], attrs: Record<string, string>): El[] {
  return els.filter((e) => Object.entries(attrs).every(([k, v]) => e.attrs[k] === v));
}

/** The one element with these attributes (throws when there is none or several). */
export function theOne(els: readonly El[], attrs: Record<string, string>): El {
  const found = having(els, attrs);
  if (found.length !== 1) throw new Error(`${found.length} elements with ${JSON.stringify(attrs)}`);
  return found[0];
}

/** The drawings' section (data-testid topology or memory-maps) with its elements. */
export function section(els: readonly El[], testid: 'topology' | 'memory-maps'): El {
  return theOne(els, { 'data-testid': testid });
}

/** Every element under `el`, depth first. */
export function within(el: El): El[] {
  return el.children.flatMap((c) => [c, ...within(c)]);
}
