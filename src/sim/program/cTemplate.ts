import { type Msg, type MsgParam, msg } from '../../i18n/msg';
import { CODE_ANCHORS, type CodeAnchor } from './codeAnchor';

/**
 * A C template: C as the program prints it, with the few marks that make it the program of one scenario (the
 * syntax is spelled out at the top of verbsHelpers.c). Filling one gives the program's lines, so the Code view
 * shows them, lights them and numbers them as it does the lines cProgram.ts writes.
 */

/** The plan's values a template writes ({{name}}) or quotes in a comment (name=value), and its flags (//@ if flag). */
export interface TemplateInput {
  readonly values: Readonly<Record<string, string | number>>;
  readonly flags: Readonly<Record<string, boolean>>;
}

/** A line of a filled template, indented from where the program inserts it. */
export type TemplateLine =
  | { kind: 'code'; indent: number; text: string; anchor?: CodeAnchor }
  | { kind: 'comment'; indent: number; text: Msg; anchor?: CodeAnchor }
  | { kind: 'blank' };

const INDENT = '    ';
const DIRECTIVE = /^\/\/@\s*(if|else|end|anchor)\b\s*(\S*)$/;
const MESSAGE = /^\/\*@\s+([\w.]+)((?:\s+\w+=\w+)*)\s*\*\/$/;
const VALUE = /\{\{(\w+)\}\}/g;

/** An open `//@ if` or `//@ anchor` block. */
type Block = { kind: 'if'; shown: boolean; inElse: boolean } | { kind: 'anchor'; anchor: CodeAnchor };

/** The template's lines for one program: its blocks chosen by the flags, its values written, its comments as messages. */
export function fillCTemplate(template: string, input: TemplateInput, name = 'template'): TemplateLine[] {
  const out: TemplateLine[] = [];
  const open: Block[] = [];
  let depth = 0;
  const lines = template.endsWith('\n') ? template.slice(0, -1).split('\n') : template.split('\n');
  for (const [i, line] of lines.entries()) {
    const where = `${name}:${i + 1}`;
    const trimmed = line.trim();
    const directive = DIRECTIVE.exec(trimmed);
    if (directive) enter(open, directive[1], directive[2], input, where);
    else if (trimmed.startsWith('//@')) throw new Error(`${where}: no such directive: ${trimmed}`);
    if (trimmed.startsWith('//') || !isShown(open)) continue;
    const anchor = anchorOf(open);
    if (trimmed === '') {
      out.push({ kind: 'blank' });
      continue;
    }
    if (trimmed.startsWith('}')) depth--;
    if (depth < 0 || !line.startsWith(INDENT.repeat(depth))) throw new Error(`${where}: not indented ${depth} levels`);
    const message = MESSAGE.exec(trimmed);
    const text = message ? messageOf(message[1], message[2], input, where) : valuesIn(line.slice(INDENT.length * depth), input, where);
    const indent = depth;
    if (trimmed.endsWith('{')) depth++;
    if (typeof text === 'string') out.push(anchor ? { kind: 'code', indent, text, anchor } : { kind: 'code', indent, text });
    else out.push(anchor ? { kind: 'comment', indent, text, anchor } : { kind: 'comment', indent, text });
  }
  if (open.length > 0) throw new Error(`${name}: a //@ ${open[open.length - 1].kind} has no //@ end`);
  if (depth !== 0) throw new Error(`${name}: the braces do not balance`);
  return out;
}

/** Opens or closes a block at a directive. */
function enter(open: Block[], what: string, arg: string, input: TemplateInput, where: string): void {
  const top = open[open.length - 1];
  if (what === 'if') {
    if (!(arg in input.flags)) throw new Error(`${where}: no flag "${arg}"`);
    open.push({ kind: 'if', shown: input.flags[arg], inElse: false });
  } else if (what === 'else') {
    if (top?.kind !== 'if' || top.inElse) throw new Error(`${where}: //@ else outside an //@ if`);
    open[open.length - 1] = { ...top, shown: !top.shown, inElse: true };
  } else if (what === 'end') {
    if (!top) throw new Error(`${where}: //@ end closes nothing`);
    open.pop();
  } else {
    if (!(CODE_ANCHORS as readonly string[]).includes(arg)) throw new Error(`${where}: no code anchor "${arg}"`);
    if (anchorOf(open)) throw new Error(`${where}: an anchor inside an anchor`);
    open.push({ kind: 'anchor', anchor: arg as CodeAnchor });
  }
}

/** A line is written when every //@ if around it holds. */
const isShown = (open: readonly Block[]): boolean => open.every((b) => b.kind !== 'if' || b.shown);

/** The anchor around a line, if any (anchors do not nest). */
const anchorOf = (open: readonly Block[]): CodeAnchor | undefined =>
  open.find((b): b is Extract<Block, { kind: 'anchor' }> => b.kind === 'anchor')?.anchor;

function namedValue(name: string, input: TemplateInput, where: string): string | number {
  const v = input.values[name];
  if (v === undefined) throw new Error(`${where}: no value "${name}"`);
  return v;
}

/** A code line with its {{value}}s written in. */
const valuesIn = (body: string, input: TemplateInput, where: string): string =>
  body.replace(VALUE, (_whole, name: string) => String(namedValue(name, input, where)));

/** A comment line's message: its key, and its parameters (name=value) taken from the values as they are. */
function messageOf(key: string, params: string, input: TemplateInput, where: string): Msg {
  const pairs = params.trim() ? params.trim().split(/\s+/) : [];
  if (pairs.length === 0) return msg(key as Msg['key']);
  const named: Record<string, MsgParam> = {};
  for (const pair of pairs) {
    const [param, value] = pair.split('=');
    named[param] = namedValue(value, input, where);
  }
  return msg(key as Msg['key'], named);
}
