// The program's error paths say the right thing: perror (die) only after a call that sets errno, never after
// posix_memalign or ibv_query_gid (which return their error, or -1 without errno) or getaddrinfo (its own codes); and
// every cleanup call's result is checked, so a failed destroy fails the run.
import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatMsg } from '../../../src/i18n/format';
import { programOf } from '../../../src/sim/program/cProgram';
import { programText } from '../../../src/sim/program/programText';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { PROGRAM_CASES, scenarioOf } from './scenarios';

/** The calls that set errno when they fail (their man pages), which die() may follow with perror. */
const SETS_ERRNO = new Set([
  'socket',
  'connect',
  'bind',
  'accept',
  'listen',
  'setsockopt(IPV6_V6ONLY)',
  'read',
  'write',
  'ibv_get_device_list',
  'ibv_alloc_pd',
  'ibv_reg_mr',
  'ibv_dereg_mr',
  'ibv_create_cq',
  'ibv_create_qp',
]);

describe('the program’s error paths', () => {
  it.each(PROGRAM_CASES)('%s: die() only after a call that sets errno; every cleanup result checked', (_n, input) => {
    const c = programText(programOf(buildTrace(scenarioOf(input))), (m) => formatMsg(EN, m)).text;
    const dies = [...c.matchAll(/\bdie\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(dies.filter((d) => !SETS_ERRNO.has(d))).toEqual([]);
    for (const call of ['ibv_destroy_qp', 'ibv_destroy_cq', 'ibv_dealloc_pd', 'ibv_close_device'])
      expect([...c.matchAll(new RegExp(`^\\s*(?:rc \\|= checked\\()?${call}\\(`, 'gm'))].every((m) => m[0].includes('checked('))).toBe(
        true,
      );
    expect(c).not.toMatch(/^\s*ibv_destroy_qp\(qp\);/m);
  });
});
