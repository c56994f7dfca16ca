import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { msg } from '../../i18n/msg';
import { useT } from '../shared/i18n/useT';
import type { FieldModel } from './fieldModel';
import { rowHighlighted } from './highlight';
import { defaultOpen, visibleRows } from './treeRows';

interface Props {
  model: FieldModel;
  /** Highlighted field paths. */
  paths: ReadonlySet<string>;
  /** Containers to open whatever the user chose (they hold a field another view selected). */
  forcedOpen: ReadonlySet<string>;
  icrcFocused: boolean;
  /** Field to scroll into view (its nearest visible ancestor if it is hidden). */
  reveal: string | null;
  onPoint(path: string | null, source: 'mouse' | 'key'): void;
}

const rowSelector = (path: string) => `[data-path="${CSS.escape(path)}"]`;

/** The field tree: nesting made visible, a keyboard route to every field (ARIA tree, roving tab stop). */
export function FieldTree({ model, paths, forcedOpen, icrcFocused, reveal, onPoint }: Props) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const defaults = useMemo(() => defaultOpen(model), [model]);
  // Paths the user toggled away from the default; kept across packets of one set (same paths).
  const [toggled, setToggled] = useState<ReadonlySet<string>>(() => new Set());
  const [tabStop, setTabStop] = useState<string | null>(null);
  const isOpen = (p: string) => forcedOpen.has(p) || defaults.has(p) !== toggled.has(p);
  const rows = visibleRows(model.fields, isOpen);
  const shown = new Set(rows.map((r) => r.field.path));
  const stop = tabStop && shown.has(tabStop) ? tabStop : rows[0]?.field.path;

  const toggle = (p: string) =>
    setToggled((before) => {
      const n = new Set(before);
      if (n.has(p)) n.delete(p);
      else n.add(p);
      return n;
    });

  // Scroll (the tree only, never the page) to the revealed field or its nearest shown ancestor.
  let target = reveal;
  while (target && !shown.has(target)) target = model.parentOf.get(target) ?? null;
  useEffect(() => {
    const box = ref.current;
    const el = target && box?.querySelector<HTMLElement>(rowSelector(target));
    if (!box || !el) return;
    if (el.offsetTop < box.scrollTop) box.scrollTop = el.offsetTop;
    else if (el.offsetTop + el.offsetHeight > box.scrollTop + box.clientHeight) {
      // Scrolled down to it, the box starts on a whole row (rows are one height), not a half one cut at the top.
      const first = box.querySelector<HTMLElement>('[data-path]')?.offsetTop ?? 0;
      const rowH = el.offsetHeight;
      const least = el.offsetTop + rowH - box.clientHeight;
      box.scrollTop = Math.min(el.offsetTop, first + Math.ceil((least - first) / rowH) * rowH);
    }
  }, [target]);

  const focusRow = (i: number) => {
    const r = rows[Math.max(0, Math.min(rows.length - 1, i))];
    // preventScroll: the tree scrolls itself to the row (above); a page holding this in an iframe must not jump.
    if (r) ref.current?.querySelector<HTMLElement>(rowSelector(r.field.path))?.focus({ preventScroll: true });
  };

  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const r = rows[i];
    const parent = model.parentOf.get(r.field.path);
    const f = treeKeyAction(e.key, {
      down: () => focusRow(i + 1),
      up: () => focusRow(i - 1),
      first: () => focusRow(0),
      last: () => focusRow(rows.length - 1),
      right: () => (r.container && !r.open ? toggle(r.field.path) : r.open ? focusRow(i + 1) : undefined),
      left: () => (r.open ? toggle(r.field.path) : parent ? focusRow(rows.findIndex((x) => x.field.path === parent)) : undefined),
      toggle: () => r.container && toggle(r.field.path),
    });
    if (!f) return;
    // Arrows move inside the tree here, not between steps.
    e.preventDefault();
    e.stopPropagation();
    f();
  };

  return (
    <div
      className="tree"
      ref={ref}
      role="tree"
      aria-label={t(msg('ui.tree.label'))}
      onMouseLeave={() => onPoint(null, 'mouse')}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onPoint(null, 'key');
      }}
    >
      {rows.map((r, i) => {
        const f = r.field;
        const hl = rowHighlighted(paths, f.path, r.container && !r.open);
        const seg = model.segmentOf.get(f.path) ?? { slot: 0 };
        return (
          <div
            key={f.path}
            role="treeitem"
            aria-level={r.depth + 1}
            aria-expanded={r.container ? r.open : undefined}
            aria-selected={hl}
            aria-label={t(msg('ui.tree.row', { name: f.name, value: f.value, meaning: f.meaning }))}
            tabIndex={f.path === stop ? 0 : -1}
            className={`row${hl ? ' hl' : ''}${icrcFocused && f.icrcMasked ? ' mon' : ''}`}
            style={{ paddingLeft: 3 + r.depth * 9 }}
            title={`${f.path} = ${f.value}`}
            data-testid="field"
            data-path={f.path}
            data-link={f.link}
            data-highlight={hl ? 'true' : undefined}
            onMouseEnter={() => onPoint(f.path, 'mouse')}
            onFocus={(e) => {
              if (e.target !== e.currentTarget) return;
              setTabStop(f.path);
              onPoint(f.path, 'key');
            }}
            onClick={() => r.container && toggle(f.path)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            <span className="caret" aria-hidden="true">
              {r.container ? (r.open ? '▾' : '▸') : ''}
            </span>
            <span className={`sw s${seg.slot}${f.icrcMasked ? ' m-all' : ''}`} aria-hidden="true" />
            <span className="name">{f.name}</span>
            {/* A space between name and value: the visible text reads as it is spoken (the label starts with it). */}{' '}
            <span className="val">{f.value}</span>
          </div>
        );
      })}
    </div>
  );
}

interface TreeActions {
  down(): void;
  up(): void;
  first(): void;
  last(): void;
  right(): void;
  left(): void;
  toggle(): void;
}

/** The tree's keys (WAI-ARIA tree pattern): arrows move and open, Enter and Space toggle. */
function treeKeyAction(key: string, a: TreeActions): (() => void) | null {
  switch (key) {
    case 'ArrowDown':
      return a.down;
    case 'ArrowUp':
      return a.up;
    case 'Home':
      return a.first;
    case 'End':
      return a.last;
    case 'ArrowRight':
      return a.right;
    case 'ArrowLeft':
      return a.left;
    case 'Enter':
    case ' ':
      return a.toggle;
    default:
      return null;
  }
}
