import { useId, useRef, useState } from 'react';
import { type Msg, msg } from '../../../i18n/msg';
import { formatSizePanel, printable } from '../../../sim/format/plainText';
import { parseScenario } from '../../../sim/scenario/parseScenario';
import { MAX_SCENARIO_BYTES, type ScenarioText, scenarioFromBytes, scenarioFromText, tooLarge } from '../../../sim/scenario/scenarioText';
import { scenarioKey } from '../../../sim/scenario/serialize';
import type { Scenario } from '../../../sim/scenario/types';
import { useT } from '../../shared/i18n/useT';

/** The longest line the panel shows for a refused scenario (as the CLI's). */
const MAX_LINE_CHARS = 400;

/** What the last file or paste did, and the scenario it left applied: shown only while that scenario still is. */
type Outcome = ({ ok: true; source: string } | { ok: false; line: string }) & { key: string };

/**
 * A scenario from a JSON file or pasted text: the CLI's rules (at most MAX_SCENARIO_BYTES, a leading BOM accepted,
 * one escaped line when refused), then parseScenario's. A valid one replaces the form; a refused one leaves it.
 */
export function ScenarioImport({ shownKey, onScenario }: { shownKey: string; onScenario(s: Scenario): void }) {
  const t = useT();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pasted, setPasted] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const refuse = (source: string, reason: Msg | string) =>
    setOutcome({
      ok: false,
      key: shownKey,
      line: printable(
        t(msg('ui.scenario.import.refused', { source, reason: typeof reason === 'string' ? msg('common.raw', { text: reason }) : reason })),
        MAX_LINE_CHARS,
      ),
    });
  const take = (source: string, text: ScenarioText) => {
    if (!text.ok) return refuse(source, text.error);
    const r = parseScenario(text.value);
    if (!r.ok) return refuse(source, r.errors.map((e) => t(e.message)).join(t(msg('common.listSeparator'))));
    onScenario(r.scenario);
    setOutcome({ ok: true, source, key: scenarioKey(r.scenario) });
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const source = printable(file.name, 60);
    // Refused before it is read: a wrong file is never loaded whole.
    if (file.size > MAX_SCENARIO_BYTES) return refuse(source, tooLarge(formatSizePanel(MAX_SCENARIO_BYTES)));
    take(source, scenarioFromBytes(new Uint8Array(await file.arrayBuffer())));
  };

  return (
    <div className="scn-import">
      <button type="button" onClick={() => fileInput.current?.click()} data-testid="scenario-open-file">
        {t(msg('ui.scenario.import.file'))}
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="scenario-file"
        onChange={(e) => {
          void onFile(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
      <details>
        <summary>{t(msg('ui.scenario.import.paste'))}</summary>
        <textarea
          id={`${id}-paste`}
          rows={3}
          spellCheck={false}
          value={pasted}
          aria-label={t(msg('ui.scenario.import.paste'))}
          data-testid="scenario-paste"
          onChange={(e) => setPasted(e.currentTarget.value)}
        />
        <button
          type="button"
          data-testid="scenario-paste-apply"
          onClick={() => take(t(msg('ui.scenario.import.pasteSource')), scenarioFromText(pasted))}
        >
          {t(msg('ui.scenario.import.apply'))}
        </button>
      </details>
      {outcome && outcome.key === shownKey && (
        <p
          className={outcome.ok ? 'scn-import-status' : 'scn-import-status bad'}
          role="status"
          data-testid="scenario-import-status"
          data-ok={String(outcome.ok)}
        >
          {outcome.ok ? t(msg('ui.scenario.import.applied', { source: outcome.source })) : outcome.line}
        </p>
      )}
    </div>
  );
}
