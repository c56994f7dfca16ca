import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO } from '../../../src/sim/scenario/defaults';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { scenarioKey } from '../../../src/sim/scenario/serialize';
import { parseItemNumber } from '../../../src/views/bytes/cursor';
import { checkDraft, DRAFT_KEYS, scenarioToDraft } from '../../../src/views/shell/scenario/draft';
import { FIELD_GROUPS } from '../../../src/views/shell/scenario/fields';
import { formatSize, parseSize } from '../../../src/views/shell/scenario/size';
import { STARTING_POINTS } from '../../../src/views/shell/scenario/startingPoints';
import { en } from '../support/en';

describe('size suffixes', () => {
  it.each([
    ['8', 8],
    ['65536', 65536],
    ['64K', 65536],
    ['64k', 65536],
    ['64KiB', 65536],
    ['1.5K', 1536],
    ['1M', 2 ** 20],
    ['2 MB', 2 * 2 ** 20],
    ['1G', 2 ** 30],
    ['2G', 2 ** 31],
  ])('%s = %d', (text, n) => expect(parseSize(text)).toBe(n));

  it.each(['', 'abc', '-5', '1T', '0.3', 'K'])('rejects %j', (text) => expect(parseSize(text)).toBeNull());

  it('formats the shortest exact spelling', () => {
    expect(formatSize(8)).toBe('8');
    expect(formatSize(65536)).toBe('64K');
    expect(formatSize(1000)).toBe('1000');
    expect(formatSize(2 ** 30)).toBe('1G');
    expect(parseSize(formatSize(123456))).toBe(123456);
  });
});

describe('draft', () => {
  it('round-trips the default scenario', () => {
    const c = checkDraft(scenarioToDraft(DEFAULT_SCENARIO));
    expect(c.result.ok && scenarioKey(c.result.scenario)).toBe(scenarioKey(DEFAULT_SCENARIO));
  });

  it('accepts suffixed sizes', () => {
    const c = checkDraft({ ...scenarioToDraft(DEFAULT_SCENARIO), messageBytes: '64K' });
    expect(c.result.ok && c.result.scenario.messageBytes).toBe(65536);
  });

  it('names the field and what is allowed for a bad MTU', () => {
    const c = checkDraft({ ...scenarioToDraft(DEFAULT_SCENARIO), pathMtu: '300' });
    expect(c.result.ok).toBe(false);
    const e = c.errorsByField.get('pathMtu')![0];
    expect(en(e.allowed)).toContain('4096');
  });

  it('puts cross-field errors under the field the user changed', () => {
    const c = checkDraft({ ...scenarioToDraft(DEFAULT_SCENARIO), post: 'inline', messageBytes: '1K' });
    expect(c.errorsByField.has('messageBytes') || c.errorsByField.has('post')).toBe(true);
  });

  it('every draft key has an input', () => {
    const keys = FIELD_GROUPS.flatMap((g) => g.fields.map((f) => f.key)).sort();
    expect(keys).toEqual([...DRAFT_KEYS].sort());
  });
});

describe('presets', () => {
  it.each(STARTING_POINTS.map((p) => [p.id, p] as const))('%s is a valid scenario', (_name, p) => {
    const r = parseScenario(p.input);
    expect(r.ok ? [] : r.errors).toEqual([]);
  });

  it('has the four named starting points, the first being the default', () => {
    expect(STARTING_POINTS.map((p) => en(p.name))).toEqual(['One 8-byte write', '64 KiB at MTU 4096', 'Doorbell only', 'Inline']);
    const r = parseScenario(STARTING_POINTS[0].input);
    expect(r.ok && scenarioKey(r.scenario)).toBe(scenarioKey(DEFAULT_SCENARIO));
  });
});

describe('item picker', () => {
  it('parses 1-based numbers into indices', () => {
    expect(parseItemNumber('3', 16)).toBe(2);
    expect(parseItemNumber('262,144', 262144)).toBe(262143);
    expect(parseItemNumber('0', 16)).toBeNull();
    expect(parseItemNumber('17', 16)).toBeNull();
    expect(parseItemNumber('x', 16)).toBeNull();
  });
});
