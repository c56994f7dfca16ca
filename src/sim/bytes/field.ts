import type { Msg } from '../../i18n/msg';

/**
 * A named span of bits inside an artifact's bytes, with its value and meaning.
 * Leaves cover every bit of an artifact exactly once; a field with children is a
 * container (a header, a segment, a nested payload) whose span is its children's.
 */
export interface Field {
  /** Short name as in the spec or struct, e.g. "DestQP". */
  name: string;
  /** Dotted path, unique inside one artifact, e.g. "BTH.DestQP". */
  path: string;
  /** Byte offset of the first bit, from the start of the artifact. */
  offset: number;
  /** Bit offset inside that byte; 0 is the most significant bit (wire order). */
  bitOffset: number;
  bitLength: number;
  /** Value as an engineer would write it: hex for identifiers and addresses. */
  value: string;
  /** One line: what this field means here. */
  meaning: Msg;
  /** Values that appear in several places (VA, rkey, QPN, PSN ...) share a link key. */
  link?: LinkKey;
  /** True when the ICRC is computed with this field replaced by 1s. */
  icrcMasked?: boolean;
  children?: Field[];
}

/** The values the views follow across artifacts (linked highlighting). */
export type LinkKey =
  | 'remoteVa'
  | 'rkey'
  | 'lkey'
  | 'localVa'
  | 'qpnA'
  | 'qpnB'
  | 'psn'
  | 'length'
  | 'lidA'
  | 'lidB'
  | 'pkey'
  | 'wqeIndex'
  | 'doorbell'
  | 'payload';

/** Absolute bit position of a field's first bit. */
export function fieldStartBit(f: Field): number {
  return f.offset * 8 + f.bitOffset;
}

/** Leaf fields in bit order (depth first). */
export function leafFields(fields: readonly Field[]): Field[] {
  const out: Field[] = [];
  const walk = (fs: readonly Field[]) => {
    for (const f of fs) {
      if (f.children && f.children.length > 0) walk(f.children);
      else out.push(f);
    }
  };
  walk(fields);
  return out;
}

/** Every field, containers included, depth first. */
export function allFields(fields: readonly Field[]): Field[] {
  const out: Field[] = [];
  const walk = (fs: readonly Field[]) => {
    for (const f of fs) {
      out.push(f);
      if (f.children) walk(f.children);
    }
  };
  walk(fields);
  return out;
}

/** Copy of a field tree moved by `byteDelta` bytes and re-rooted under `pathPrefix`. */
export function shiftFields(fields: readonly Field[], byteDelta: number, pathPrefix: string): Field[] {
  return fields.map((f) => ({
    ...f,
    offset: f.offset + byteDelta,
    path: pathPrefix ? `${pathPrefix}.${f.path}` : f.path,
    children: f.children ? shiftFields(f.children, byteDelta, pathPrefix) : undefined,
  }));
}

/**
 * Checks that the leaves cover bits [0, byteLength*8) exactly once, in order,
 * and that each container spans exactly its children. Returns problems found.
 */
export function coverageProblems(fields: readonly Field[], byteLength: number): string[] {
  const problems: string[] = [];
  let cursor = 0;
  for (const leaf of leafFields(fields)) {
    const start = fieldStartBit(leaf);
    if (leaf.bitLength <= 0) problems.push(`${leaf.path}: empty field`);
    if (start !== cursor) problems.push(`${leaf.path}: starts at bit ${start}, expected ${cursor}`);
    cursor = start + leaf.bitLength;
  }
  if (cursor !== byteLength * 8) problems.push(`fields end at bit ${cursor}, bytes end at bit ${byteLength * 8}`);
  const checkContainer = (f: Field) => {
    if (!f.children || f.children.length === 0) return;
    const first = fieldStartBit(f.children[0]);
    const last = f.children[f.children.length - 1];
    const end = fieldStartBit(last) + last.bitLength;
    if (first !== fieldStartBit(f) || end !== fieldStartBit(f) + f.bitLength) {
      problems.push(`${f.path}: container span differs from its children`);
    }
    f.children.forEach(checkContainer);
  };
  fields.forEach(checkContainer);
  const paths = new Set<string>();
  for (const f of allFields(fields)) {
    if (paths.has(f.path)) problems.push(`${f.path}: duplicate path`);
    paths.add(f.path);
  }
  return problems;
}
