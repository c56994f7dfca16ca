import type { ReactElement } from 'react';
import { msg } from '../../../i18n/msg';
import type { ScenarioError } from '../../../sim/scenario/types';
import { useT } from '../../shared/i18n/useT';
import type { FieldSpec } from './fields';

interface Props {
  spec: FieldSpec;
  value: string | boolean | undefined;
  errors: readonly ScenarioError[] | undefined;
  onChange(key: string, value: string | boolean): void;
}

/** The value as the person typed it ("64K", not 65536): the message must quote what is on screen. */
const shown = (typed: string | boolean | undefined, parsed: string) =>
  typeof typed === 'string' ? JSON.stringify(typed.trim()).slice(0, 82) : parsed;

/** The input's id (the status line's "Fix:" links focus it). One scenario panel is open at a time. */
export const fieldId = (key: string) => `scn-${key.replace(/\./g, '-')}`;

/** One labelled input: what it is, a short hint, and (when invalid) what is allowed, right under it. */
export function ScenarioField({ spec, value, errors, onChange }: Props) {
  const t = useT();
  const id = fieldId(spec.key);
  const errId = `${id}-err`;
  const hintId = `${id}-hint`;
  const invalid = !!errors?.length;
  const describedBy = [spec.hint ? hintId : '', invalid ? errId : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, name: spec.key, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  let input: ReactElement;
  if (spec.input === 'checkbox') {
    input = <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(spec.key, e.target.checked)} />;
  } else if (spec.input === 'select') {
    input = (
      <select {...common} value={String(value)} onChange={(e) => onChange(spec.key, e.target.value)}>
        {(spec.options ?? []).map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else {
    input = (
      <>
        <input
          type="text"
          {...common}
          className={spec.mono ? 'mono' : undefined}
          value={String(value ?? '')}
          list={spec.options ? `${id}-list` : undefined}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => onChange(spec.key, e.target.value)}
        />
        {spec.options && (
          <datalist id={`${id}-list`}>
            {spec.options.map((s) => (
              <option key={s} value={String(s)} />
            ))}
          </datalist>
        )}
      </>
    );
  }
  return (
    <div className={`scn-field${spec.input === 'checkbox' ? ' check' : ''}${spec.wide ? ' wide' : ''}${invalid ? ' invalid' : ''}`}>
      <label htmlFor={id}>{t(spec.label)}</label>
      {input}
      {spec.hint && (
        <span className="scn-hint" id={hintId}>
          {t(spec.hint)}
        </span>
      )}
      {invalid && (
        <p className="scn-error" id={errId} role="alert" data-testid="scenario-error" data-field={spec.key}>
          {(errors ?? []).map((e) => t(msg('ui.scenario.fieldError', { value: shown(value, e.value), allowed: e.allowed }))).join(' ')}
        </p>
      )}
    </div>
  );
}
