import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatMsg } from '../../../src/i18n/format';
import { programOf } from '../../../src/sim/program/cProgram';
import { programText } from '../../../src/sim/program/programText';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { toolPath } from '../../support/tools';
import { PROGRAM_CASES, scenarioOf } from './scenarios';

const dir = mkdtempSync(join(tmpdir(), 'rdma-program-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The program is real: each scenario's program builds with gcc -Wall -Wextra -Werror against Debian's
 * libibverbs-dev (rdma-core 44) and links with -libverbs. A missing compiler or header fails, naming the package.
 */
describe('the generated program compiles against libibverbs', () => {
  it.each(PROGRAM_CASES)('%s', (_name, input) => {
    toolPath('verbs.h');
    const program = programOf(buildTrace(scenarioOf(input)));
    const src = join(dir, `${_name.replace(/[^a-z0-9]+/gi, '_')}.c`);
    writeFileSync(src, programText(program, (m) => formatMsg(EN, m)).text);
    const out = `${src.slice(0, -2)}.bin`;
    let errors = '';
    try {
      execFileSync(toolPath('gcc'), ['-std=gnu17', '-Wall', '-Wextra', '-Werror', '-o', out, src, '-libverbs'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (e) {
      errors = String((e as { stderr?: Buffer }).stderr ?? e);
    }
    expect(errors).toBe('');
  });
});
