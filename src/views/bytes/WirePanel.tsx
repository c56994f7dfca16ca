import { msg } from '../../i18n/msg';
import type { Artifact } from '../../sim/trace/types';
import { useSim } from '../../store/SimProvider';
import { selectRealTrace } from '../../store/selectors';
import { useT } from '../shared/i18n/useT';
import EncapsulationDiff from './EncapsulationDiff';
import { useCurrentArtifact } from './useCurrentArtifact';
// What each byte means comes with the byte views.
import '../shared/i18n/englishFields';

/** The packet the step shows: the one picked in the bytes panel, else the step's first packet. */
function packetOf(sets: ReturnType<typeof useCurrentArtifact>['sets'], picked: Artifact | null): Artifact | null {
  if (picked?.encapsulations) return picked;
  for (const set of sets) {
    if (set.kind !== 'packet' || set.count === 0) continue;
    const a = set.at(0);
    if (a.encapsulations) return a;
  }
  return null;
}

/**
 * The step's packet as native InfiniBand and as RoCEv2, side by side: the
 * transport headers and the payload are the same bytes, only the wrapping and
 * the CRCs differ. Whichever transport the scenario uses.
 */
export function WirePanel() {
  const t = useT();
  const { sets, artifact } = useCurrentArtifact();
  const machine = useSim(selectRealTrace).machine;
  const packet = packetOf(sets, artifact);
  if (!packet?.encapsulations) {
    return (
      <p className="wire-none" data-testid="wire-none">
        {t(msg('ui.wire.none'))}
      </p>
    );
  }
  const { ib, roce } = packet.encapsulations();
  return (
    <section className="wire-panel" data-testid="wire-panel">
      <p className="muted">{t(msg('ui.wire.which', { label: packet.label }))}</p>
      {machine === 'rxe' && (
        <p className="muted" data-testid="wire-rxe">
          {t(msg('ui.wire.rxe'))}
        </p>
      )}
      <EncapsulationDiff ib={ib} roce={roce} />
    </section>
  );
}
