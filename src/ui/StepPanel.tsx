import { useT } from './i18n/useT';
import { useSim } from '../store/SimProvider';
import { selectStep, selectSteps } from '../store/selectors';
import { PhaseBadge } from './PhaseBadge';
import { Counters } from './Counters';
import { ChecksTable } from './ChecksTable';

const ACTOR_LABEL: Record<string, string> = {
  cpuA: "host A's CPU",
  kernelA: "host A's kernel",
  kernelB: "host B's kernel",
  apps: 'both applications',
  rootComplexA: "host A's root complex",
  hcaA: 'HCA A',
  switch: 'the switch',
  cable: 'the cable',
  hcaB: 'HCA B (the PCIe bus master on B)',
  rootComplexB: "host B's root complex and memory controller",
};

/** The current step: what happens, what really happens, and the counters after it. */
export function StepPanel() {
  const t = useT();
  const step = useSim(selectStep);
  const steps = useSim(selectSteps);
  const prev = step.index > 0 ? steps[step.index - 1].state : null;
  return (
    <section className="step-panel" aria-labelledby="step-title">
      {step.view.myth && <p className="myth-banner">The imagined design — this is not how InfiniBand works</p>}
      <header>
        <PhaseBadge phase={step.phase} />
        <h2 id="step-title">{t(step.text.title)}</h2>
      </header>
      <p className="actor">Actor: {ACTOR_LABEL[step.actor] ?? step.actor}</p>
      <div className="summary">
        {step.text.summary.map((p, i) => (
          <p key={i}>{t(p)}</p>
        ))}
      </div>
      {step.text.reality && (
        <aside className="reality" aria-label="What really happens">
          <h3>What really happens</h3>
          <p>{t(step.text.reality)}</p>
        </aside>
      )}
      {step.text.sources && step.text.sources.length > 0 && <p className="sources">Sources: {step.text.sources.join('; ')}</p>}
      {step.checks && <ChecksTable checks={step.checks} />}
      <Counters state={step.state} prev={prev} />
    </section>
  );
}
