// The C templates of src/sim/program and the TypeScript modules generated from them (`npm run gen:c` writes them;
// a unit test fails when one differs from its .c file). src/sim imports the text from the generated module, as the
// CLI runs under tsx, where Vite's `?raw` imports do not work.

/** Each template: its .c file (the source of truth), the module generated from it, and the name it exports. */
export const C_TEMPLATES = [
  { c: 'src/sim/program/verbsHelpers.c', module: 'src/sim/program/verbsHelpers.generated.ts', name: 'VERBS_HELPERS_C' },
] as const;

/** The text as a template literal: backslashes, backquotes and `${` escaped, so it reads back byte for byte. */
const templateLiteral = (text: string): string => `\`${text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``;

/** The generated module for a template's text. */
export function templateModule(t: (typeof C_TEMPLATES)[number], text: string): string {
  const file = t.c.slice(t.c.lastIndexOf('/') + 1);
  return [
    `// Generated from ${file} by \`npm run gen:c\` (scripts/genC.ts): edit ${file}, then run it again.`,
    '',
    `/** The text of ${file}, as src/sim reads it (the CLI runs under tsx, which has no \`?raw\` imports). */`,
    `export const ${t.name} = ${templateLiteral(text)};`,
    '',
  ].join('\n');
}
