// `--program OUT.c --makefile` writes a Makefile beside the program: make builds it with the header's flags, and
// run-a refuses without HOST_B; --makefile alone, or with --program -, is one clear line.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../src/cli/args';

const root = join(__dirname, '../../..');

describe('--program OUT.c --makefile', () => {
  it('writes a Makefile that builds the program and runs each side', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rdma-make-'));
    try {
      writeFileSync(join(dir, 's.json'), JSON.stringify({ op: 'write', transport: 'rocev2' }));
      const r = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(root, 'src/cli/trace.ts'), '--scenario', join(dir, 's.json'), '--program', join(dir, 'w.c'), '--makefile'],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(readFileSync(join(dir, 'Makefile'), 'utf8')).toContain('PROG = w\n');
      execFileSync('make', ['-C', dir], { stdio: 'pipe' });
      expect(existsSync(join(dir, 'w'))).toBe(true);
      const dry = execFileSync('make', ['-C', dir, '-n', 'run-a', 'HOST_B=192.0.2.2', 'DEVICE=rxe0'], { encoding: 'utf8' });
      expect(dry).toContain('./w a 192.0.2.2 rxe0');
      const noHost = spawnSync('make', ['-C', dir, 'run-a'], { encoding: 'utf8' });
      expect(noHost.status).not.toBe(0);
      expect(noHost.stdout).toContain("give HOST_B=<host B's address>");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('needs --program to a file', () => {
    expect(parseArgs(['--makefile', '--json', 'x.json'])).toEqual({
      ok: false,
      error: '--makefile writes a Makefile beside the program: give --program OUT.c (a file, not -) too',
    });
    expect(parseArgs(['--program', '-', '--makefile']).ok).toBe(false);
  });
});
