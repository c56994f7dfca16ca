import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatMsg } from '../../../src/i18n/format';
import { programOf } from '../../../src/sim/program/cProgram';
import { programText } from '../../../src/sim/program/programText';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { compileWith, toolPath } from '../../support/tools';
import { PROGRAM_CASES, scenarioOf } from './scenarios';

const dir = mkdtempSync(join(tmpdir(), 'rdma-program-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The program is real: each scenario's program builds with gcc -Wall -Wextra -Werror against Debian's
 * libibverbs-dev (rdma-core 44) and links with -libverbs; clang builds it with the same warnings as errors; and gcc's
 * static analyzer (-fanalyzer) reports nothing. A missing compiler or header fails, naming the package.
 */
describe('the generated program compiles against libibverbs, with gcc and clang, and gcc -fanalyzer finds nothing', () => {
  it.each(PROGRAM_CASES)('%s', (_name, input) => {
    toolPath('verbs.h');
    const program = programOf(buildTrace(scenarioOf(input)));
    const src = join(dir, `${_name.replace(/[^a-z0-9]+/gi, '_')}.c`);
    writeFileSync(src, programText(program, (m) => formatMsg(EN, m)).text);
    const out = `${src.slice(0, -2)}.bin`;
    const warnings = ['-std=gnu17', '-Wall', '-Wextra', '-Werror'];
    // One gcc run builds, links and analyses (-fanalyzer's findings are warnings, so -Werror fails on any); clang
    // builds and links it too, with the same warnings as errors.
    expect(compileWith('gcc', [...warnings, '-fanalyzer', '-o', out, src, '-libverbs'])).toBe('');
    expect(compileWith('clang', [...warnings, '-o', `${out}.clang`, src, '-libverbs'])).toBe('');
  });
});
