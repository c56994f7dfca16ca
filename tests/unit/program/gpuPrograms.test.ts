import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatMsg } from '../../../src/i18n/format';
import { programOf } from '../../../src/sim/program/cProgram';
import { programMakefile } from '../../../src/sim/program/makefile';
import { programText } from '../../../src/sim/program/programText';
import { verbsPlanOf } from '../../../src/sim/program/verbsPlan';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { compileWith, toolPath } from '../../support/tools';
import { scenarioOf } from './scenarios';

const dir = mkdtempSync(join(tmpdir(), 'rdma-gpu-program-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Six GPU scenarios: each side in GPU memory or both, every operation, a fault, both paths. */
const GPU_CASES: [string, Record<string, unknown>][] = [
  ['WRITE into GPU B', { memB: 'gpu', messageBytes: 16384 }],
  ['WRITE from GPU A', { memA: 'gpu', messageBytes: 4096 }],
  ['READ, both in GPU memory, root complex', { op: 'read', memA: 'gpu', memB: 'gpu', p2pPath: 'root-complex', messageBytes: 65536 }],
  ['SEND into GPU B', { op: 'send', memB: 'gpu', messageBytes: 1024 }],
  ['WRITE with immediate, both GPUs, RoCEv2', { op: 'write-imm', memA: 'gpu', memB: 'gpu', transport: 'rocev2', messageBytes: 8 }],
  ['WRITE into GPU B, bad rkey', { memB: 'gpu', fault: 'bad-rkey', messageBytes: 256 }],
];

/** The lines of one side's function in the program text (run_a or run_b). */
const sideOf = (text: string, fn: 'run_a' | 'run_b') =>
  text.slice(text.indexOf(`static int ${fn}(`), text.indexOf('\n}\n', text.indexOf(`static int ${fn}(`)));

describe('GPU scenarios: the program allocates GPU memory through the CUDA driver and builds with libibverbs alone', () => {
  it.each(GPU_CASES)(
    '%s: builds with gcc and clang -Werror, gcc -fanalyzer finds nothing; its buffers and ibv_reg_mr calls are the scenario’s',
    (name, input) => {
      toolPath('verbs.h');
      const t = buildTrace(scenarioOf(input));
      const text = programText(programOf(t), (m) => formatMsg(EN, m)).text;
      const src = join(dir, `${name.replace(/[^a-z0-9]+/gi, '_')}.c`);
      writeFileSync(src, text);
      const warnings = ['-std=gnu17', '-Wall', '-Wextra', '-Werror'];
      expect(compileWith('gcc', [...warnings, '-o', `${src}.bin`, src, '-libverbs', '-ldl'])).toBe('');
      expect(compileWith('clang', [...warnings, '-o', `${src}.clang`, src, '-libverbs', '-ldl'])).toBe('');
      expect(compileWith('gcc', [...warnings, '-fanalyzer', '-c', '-o', `${src}.o`, src])).toBe('');
      expect(text).toContain('#include <dlfcn.h>');
      expect(text).toContain('dlopen("libcuda.so.1"');
      expect(text).toContain('-libverbs -ldl');
      const plan = verbsPlanOf(t);
      for (const [fn, mem, access, bytes] of [
        ['run_a', t.scenario.memA, plan.mrA.access, 'BUFFER_BYTES'],
        ['run_b', t.scenario.memB, plan.mrB.access, 'MR_BYTES_B'],
      ] as const) {
        const side = sideOf(text, fn);
        // A side in GPU memory allocates there (cuMemAlloc through gpu_buffer) and frees it with the CUDA driver.
        expect(side.includes('buf = gpu_buffer('), `${fn} gpu_buffer`).toBe(mem === 'gpu');
        expect(side.includes('rc |= gpu_free(buf);'), `${fn} gpu_free`).toBe(mem === 'gpu');
        expect(side.includes('check_memlock('), `${fn} memlock`).toBe(mem !== 'gpu');
        // The registration: ibv_reg_mr on the device pointer (nvidia-peermem), with the trace's access flags.
        const flags = access.length ? access.join(' | ') : '0';
        expect(side).toContain(`mr = ibv_reg_mr(pd, buf, ${bytes}, ${flags});`);
        if (mem === 'gpu') expect(side).toContain('ibv_reg_dmabuf_mr');
      }
    },
  );

  it('a host-memory program stays as it was: no dlfcn.h, no CUDA, no -ldl; its Makefile links -ldl only for a GPU one', () => {
    const text = programText(programOf(buildTrace(scenarioOf({}))), (m) => formatMsg(EN, m)).text;
    expect(text).not.toContain('dlfcn.h');
    expect(text).not.toContain('cuda_start');
    expect(programMakefile('w.c')).not.toContain('-ldl');
    expect(programMakefile('w.c', true)).toContain('-libverbs -ldl');
  });
});
