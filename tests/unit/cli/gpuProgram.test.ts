import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, ONE_PRINTABLE_LINE } from '../../support/cliInProcess';

const dir = mkdtempSync(join(tmpdir(), 'rdma-cli-gpu-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('--program with GPU scenarios', () => {
  it('GPU memory: writes the program with its Makefile linking -ldl', async () => {
    writeFileSync(join(dir, 'm.json'), JSON.stringify({ memB: 'gpu' }));
    const r = await cli(['--scenario', join(dir, 'm.json'), '--program', join(dir, 'w.c'), '--makefile']);
    expect(r.code).toBe(0);
  });

  it('a GPU thread posts (initiator gpu): one line that says why no program is written, exit 2', async () => {
    writeFileSync(join(dir, 'g.json'), JSON.stringify({ initiator: 'gpu', post: 'doorbell' }));
    const r = await cli(['--scenario', join(dir, 'g.json'), '--program', join(dir, 'g.c')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(ONE_PRINTABLE_LINE);
    expect(r.stderr).toContain('--program: with initiator gpu a GPU thread posts');
  });
});
