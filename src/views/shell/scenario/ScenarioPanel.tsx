import { useMemo, useState } from 'react';
import { msg } from '../../../i18n/msg';
import { parseScenario } from '../../../sim/scenario/parseScenario';
import { scenarioKey } from '../../../sim/scenario/serialize';
import { useActions, useSim } from '../../../store/SimProvider';
import { useT } from '../../shared/i18n/useT';
import { PanelHead } from '../../shared/PanelHead';
import { checkDraft, type Draft, scenarioToDraft } from './draft';
import { FIELD_GROUPS } from './fields';
import { fieldId, ScenarioField } from './ScenarioField';
import { ScenarioImport } from './ScenarioImport';
import { selectScenario } from './selectors';
import { STARTING_POINTS } from './startingPoints';

const LABELS = new Map(FIELD_GROUPS.flatMap((g) => g.fields.map((f) => [f.key, f.label] as const)));
const TIMING_GROUP = 'timing';

/** The starting points as scenarios (validated once; an invalid one is skipped, and a unit test keeps them valid). */
const startingPoints = STARTING_POINTS.flatMap((point) => {
  const r = parseScenario(point.input);
  return r.ok ? [{ point, scenario: r.scenario, key: scenarioKey(r.scenario) }] : [];
});

/**
 * Every scenario key, editable. Each change is validated by parseScenario (the
 * same rules as a URL or a JSON file); a valid draft is applied at once, an
 * invalid one stays in the form with its message while the views keep the
 * last valid scenario.
 */
export function ScenarioPanel({ id, onClose }: { id: string; onClose(): void }) {
  const t = useT();
  const scenario = useSim(selectScenario);
  const { setScenario } = useActions();
  // The draft starts from the applied scenario each time the panel opens (it unmounts on close).
  const [draft, setDraft] = useState<Draft>(() => scenarioToDraft(scenario));
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const check = useMemo(() => checkDraft(draft, editing), [draft, editing]);
  const currentKey = scenarioKey(scenario);

  const apply = (next: Draft, key?: string) => {
    setDraft(next);
    setEditing(key);
    const c = checkDraft(next, key);
    if (c.result.ok && scenarioKey(c.result.scenario) !== currentKey) setScenario(c.result.scenario);
  };
  const onChange = (key: string, value: string | boolean) => {
    if (key === 'preset') {
      // A preset brings its hardware values; the message keys the person chose stay.
      const r = parseScenario({ preset: value });
      if (r.ok) {
        const fresh = scenarioToDraft(r.scenario);
        for (const f of FIELD_GROUPS.find((g) => g.group === 'message')?.fields ?? []) if (f.key !== 'preset') fresh[f.key] = draft[f.key];
        apply(fresh, key);
        return;
      }
    }
    apply({ ...draft, [key]: value }, key);
  };

  const bad = [...check.errorsByField.keys()].filter((k) => k !== '');
  const general = check.errorsByField.get('');

  return (
    <div
      className="floating-panel menu-panel scenario-panel"
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      data-testid="scenario-panel"
    >
      {/* Title, starting points and status stay in view while the form scrolls. */}
      <div className="scn-top">
        <PanelHead
          titleId={`${id}-title`}
          title={t(msg('ui.scenario.title'))}
          closeLabel={t(msg('ui.scenario.closeLabel'))}
          closeTitle={t(msg('ui.scenario.closeTitle'))}
          onClose={onClose}
        />
        <div className="scn-starting-points" role="group" aria-label={t(msg('ui.scenario.startingPoints'))}>
          {startingPoints.map((p) => (
            <button
              key={p.point.id}
              type="button"
              title={t(p.point.why)}
              aria-pressed={p.key === currentKey}
              onClick={() => apply(scenarioToDraft(p.scenario))}
            >
              {t(p.point.name)}
            </button>
          ))}
        </div>
        <p className={`scn-status${bad.length ? ' bad' : ''}`} role="status">
          {bad.length ? (
            <>
              {t(msg('ui.scenario.notApplied'))}{' '}
              {bad.map((k, i) => (
                <span key={k}>
                  {i > 0 && t(msg('common.listSeparator'))}
                  <button type="button" className="scn-goto" onClick={() => document.getElementById(fieldId(k))?.focus()}>
                    {t(LABELS.get(k) ?? msg('common.raw', { text: k }))}
                  </button>
                </span>
              ))}
            </>
          ) : (
            t(msg('ui.scenario.applied'))
          )}
        </p>
        {general && (
          <p className="scn-error" data-testid="scenario-error" data-field="scenario">
            {general.map((e) => t(e.message)).join(' ')}
          </p>
        )}
      </div>
      <ScenarioImport shownKey={currentKey} onScenario={(s) => apply(scenarioToDraft(s))} />
      <form className="scn-form" onSubmit={(e) => e.preventDefault()} noValidate>
        {FIELD_GROUPS.map((g) => {
          const fields = g.fields.map((f) => (
            <ScenarioField key={f.key} spec={f} value={draft[f.key]} errors={check.errorsByField.get(f.key)} onChange={onChange} />
          ));
          // The timing model's constants are for engineers: folded away unless one of them is wrong.
          if (g.group === TIMING_GROUP) {
            const bad = g.fields.some((f) => check.errorsByField.has(f.key));
            return (
              <details key={g.group} className="scn-details" open={bad || undefined}>
                <summary>{t(g.title)}</summary>
                <fieldset>{fields}</fieldset>
              </details>
            );
          }
          return (
            <fieldset key={g.group}>
              <legend>{t(g.title)}</legend>
              {fields}
            </fieldset>
          );
        })}
      </form>
    </div>
  );
}
