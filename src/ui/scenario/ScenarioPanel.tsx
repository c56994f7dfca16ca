import { useMemo, useState } from 'react';
import { useActions, useSim } from '../../store/SimProvider';
import { parseScenario } from '../../sim/scenario/parseScenario';
import { scenarioKey } from '../../sim/scenario/serialize';
import { selectScenario } from './selectors';
import { checkDraft, scenarioToDraft, type Draft } from './draft';
import { FIELD_GROUPS } from './fields';
import { PRESETS } from './presets';
import { ScenarioField, fieldId } from './ScenarioField';

const LABELS = new Map(FIELD_GROUPS.flatMap((g) => g.fields.map((f) => [f.key, f.label] as const)));

/** The presets as scenarios (validated once; an invalid preset is skipped, and a unit test keeps them valid). */
const presets = PRESETS.flatMap((preset) => {
  const r = parseScenario(preset.input);
  return r.ok ? [{ preset, scenario: r.scenario, key: scenarioKey(r.scenario) }] : [];
});

/**
 * Every scenario key, editable. Each change is validated by parseScenario (the
 * same rules as a URL or a JSON file); a valid draft is applied at once, an
 * invalid one stays in the form with its message while the views keep the
 * last valid scenario.
 */
export function ScenarioPanel({ id, onClose }: { id: string; onClose(): void }) {
  const scenario = useSim(selectScenario);
  const { setScenario } = useActions();
  // The draft starts from the applied scenario each time the panel opens (it unmounts on close).
  const [draft, setDraft] = useState<Draft>(() => scenarioToDraft(scenario));
  const check = useMemo(() => checkDraft(draft), [draft]);
  const currentKey = scenarioKey(scenario);

  const apply = (next: Draft) => {
    setDraft(next);
    const c = checkDraft(next);
    if (c.result.ok && scenarioKey(c.result.scenario) !== currentKey) setScenario(c.result.scenario);
  };
  const onChange = (key: string, value: string | boolean) => apply({ ...draft, [key]: value });

  const bad = [...check.errorsByField.keys()].filter((k) => k !== '');
  const general = check.errorsByField.get('');

  return (
    <div className="scenario-panel" id={id} role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} data-testid="scenario-panel">
      {/* Title, presets and status stay in view while the form scrolls. */}
      <div className="scn-top">
        <header className="scn-head">
          <h2 id={`${id}-title`}>Scenario</h2>
          <button
            type="button"
            className="scn-close"
            onClick={onClose}
            aria-label="Close the scenario panel (Escape)"
            title="Close (Escape)"
          >
            ✕
          </button>
        </header>
        <div className="scn-presets" role="group" aria-label="Starting points">
          {presets.map((p) => (
            <button
              key={p.preset.id}
              type="button"
              title={p.preset.why}
              aria-pressed={p.key === currentKey}
              onClick={() => apply(scenarioToDraft(p.scenario))}
            >
              {p.preset.name}
            </button>
          ))}
        </div>
        <p className={`scn-status${bad.length ? ' bad' : ''}`} role="status">
          {bad.length ? (
            <>
              Not applied; the views keep the last valid scenario. Fix:{' '}
              {bad.map((k, i) => (
                <span key={k}>
                  {i > 0 && ', '}
                  <button type="button" className="scn-goto" onClick={() => document.getElementById(fieldId(k))?.focus()}>
                    {LABELS.get(k) ?? k}
                  </button>
                </span>
              ))}
            </>
          ) : (
            'Applied: every valid change shows at once.'
          )}
        </p>
        {general && (
          <p className="scn-error" data-testid="scenario-error" data-field="scenario">
            {general.map((e) => e.message).join(' ')}
          </p>
        )}
      </div>
      <form className="scn-form" onSubmit={(e) => e.preventDefault()} noValidate>
        {FIELD_GROUPS.map((g) => (
          <fieldset key={g.title}>
            <legend>{g.title}</legend>
            {g.fields.map((f) => (
              <ScenarioField key={f.key} spec={f} value={draft[f.key]} errors={check.errorsByField.get(f.key)} onChange={onChange} />
            ))}
          </fieldset>
        ))}
      </form>
    </div>
  );
}
