import { DEFAULT_PRESET, PRESET_VALUES } from '../../scenario/presets';
import { machineOf, type Scenario } from '../../scenario/types';

const COUNTERPART = new WeakMap<Scenario, Scenario>();

/**
 * The same transfer on the other machine, for the ConnectX-vs-soft-RoCE comparison: a card's scenario on soft-RoCE
 * (RoCEv2, and the ring and write() where it posted by BlueFlame: librxe has none), or soft-RoCE's on the default
 * ConnectX preset. Everything else (operation, size, fault, addresses, keys) stays, so the two traces tell one message.
 * The same object each time, so the trace caches hold.
 */
export function counterpartScenario(s: Scenario): Scenario {
  let c = COUNTERPART.get(s);
  if (!c) {
    c =
      machineOf(s.preset) === 'rxe'
        ? { ...s, preset: DEFAULT_PRESET }
        : {
            ...s,
            preset: 'rxe',
            transport: 'rocev2',
            post: s.post === 'blueflame' ? 'doorbell' : s.post,
            ib: {
              ...s.ib,
              speed: PRESET_VALUES.rxe['ib.speed'] as Scenario['ib']['speed'],
              width: PRESET_VALUES.rxe['ib.width'] as Scenario['ib']['width'],
            },
          };
    COUNTERPART.set(s, c);
  }
  return c;
}
