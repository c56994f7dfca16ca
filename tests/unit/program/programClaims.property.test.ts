// Every comment of the generated program is true of the trace it is written for: each is declared (a fact about
// the trace with its predicate, a general truth or a label), and each fact holds, over random scenarios.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MsgKey } from '../../../src/i18n/en';
import { programOf } from '../../../src/sim/program/cProgram';
import { PROGRAM_CLAIMS } from '../../../src/sim/program/programClaims';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { stepFacts } from '../../../src/sim/trace/claims/stepFacts';
import type { Trace } from '../../../src/sim/trace/types';
import { arbAnyScenario, arbRxeScenario, scenarioJson } from '../support/arbScenarios';
import { propertyRuns } from '../support/propertyRuns';
import { scenarioOf } from './scenarios';

function commentErrors(t: Trace): string[] {
  const facts = stepFacts(t, t.steps[t.steps.length - 1]);
  const errors: string[] = [];
  for (const l of programOf(t).lines) {
    if (l.kind !== 'comment') continue;
    const claim = PROGRAM_CLAIMS[l.text.key as MsgKey];
    if (!claim) errors.push(`${l.text.key} states something and declares no claim`);
    else if (claim.kind === 'trace' && !claim.holds(facts)) errors.push(`${l.text.key} is written where it is false`);
  }
  return errors;
}

describe('every comment of the program is true in its trace', () => {
  it('over 300 random scenarios', () => {
    fc.assert(
      fc.property(arbAnyScenario, (s) => {
        const errors = commentErrors(buildTrace(s));
        if (errors.length) throw new Error(`${scenarioJson(s)}: ${errors.join('; ')}`);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('over 300 random soft-RoCE scenarios (preset rxe): no comment describes libmlx5 or a card where librxe and the kernel run', () => {
    fc.assert(
      fc.property(arbRxeScenario, (s) => {
        const errors = commentErrors(buildTrace(s));
        if (errors.length) throw new Error(`${scenarioJson(s)}: ${errors.join('; ')}`);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('a card’s comment is refused on soft-RoCE, and soft-RoCE’s on a card (the machine check can fail)', () => {
    const facts = (input: Record<string, unknown>) => {
      const t = buildTrace(scenarioOf(input));
      return stepFacts(t, t.steps[t.steps.length - 1]);
    };
    const holds = (key: MsgKey, f: ReturnType<typeof facts>) => {
      const claim = PROGRAM_CLAIMS[key];
      return claim?.kind === 'trace' && claim.holds(f);
    };
    const rxe = facts({ preset: 'rxe', op: 'write', post: 'inline', messageBytes: 8 });
    const card = facts({ op: 'write', transport: 'rocev2', post: 'inline', messageBytes: 8 });
    for (const key of ['code.c.a.postBlueFlame', 'code.c.main.blueflame', 'code.c.createQp', 'code.c.a.inline'] as const) {
      expect(holds(key, rxe), key).toBe(false);
      expect(holds(key, card), key).toBe(true);
    }
    for (const key of ['code.c.a.postRxe', 'code.c.main.rxe', 'code.c.createQpRxe', 'code.c.a.inlineRxe'] as const) {
      expect(holds(key, rxe), key).toBe(true);
      expect(holds(key, card), key).toBe(false);
    }
  });

  it('a WRITE comment is refused in a READ (the check can fail)', () => {
    const read = buildTrace(scenarioOf({ op: 'read' }));
    const facts = stepFacts(read, read.steps[read.steps.length - 1]);
    const claim = PROGRAM_CLAIMS['code.c.b.regMrWrite'];
    expect(claim?.kind === 'trace' && claim.holds(facts)).toBe(false);
  });
});
