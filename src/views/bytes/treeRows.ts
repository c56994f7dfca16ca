import type { Field } from '../../sim/bytes/field';
import { allFields } from '../../sim/bytes/field';
import { knownSlot } from './colours';
import { ancestorsOf, type FieldModel } from './fieldModel';

/** Small artifacts open fully; bigger ones open down to their segments (TLP header, Payload -> WQE -> ctrl ...). */
const OPEN_ALL_UP_TO = 40;

const isContainer = (f: Field) => !!f.children && f.children.length > 0;

/**
 * Containers open by default: all of them in a small artifact; otherwise the
 * top level and every container on the way to a named segment, so the first
 * screen shows the nesting (CplD header / Payload > Data > WQE > ctrl, raddr,
 * data) with the segments themselves closed.
 */
export function defaultOpen(model: FieldModel): Set<string> {
  const containers = allFields(model.fields).filter(isContainer);
  if (model.byPath.size <= OPEN_ALL_UP_TO) return new Set(containers.map((f) => f.path));
  const open = new Set<string>();
  for (const f of containers) {
    if (model.depthOf.get(f.path) === 0) open.add(f.path);
    if (knownSlot(f.name) !== undefined && (model.depthOf.get(f.path) ?? 0) > 0) for (const a of ancestorsOf(model, f.path)) open.add(a);
  }
  return open;
}

export interface TreeRow {
  field: Field;
  depth: number;
  container: boolean;
  open: boolean;
}

/** The rows to show, depth first, skipping the children of closed containers. */
export function visibleRows(fields: readonly Field[], isOpen: (path: string) => boolean): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (fs: readonly Field[], depth: number) => {
    for (const f of fs) {
      const container = isContainer(f);
      const open = container && isOpen(f.path);
      rows.push({ field: f, depth, container, open });
      if (open && f.children) walk(f.children, depth + 1);
    }
  };
  walk(fields, 0);
  return rows;
}
