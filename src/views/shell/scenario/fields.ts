import { type Msg, msg } from '../../../i18n/msg';
import { FORM_GROUPS, type FormGroup, type FormSpec, SCHEMA_ENTRIES } from '../../../sim/scenario/schema';

/** One input of the scenario panel: a schema key and how it is edited. */
export interface FieldSpec extends FormSpec {
  key: string;
}

export interface FieldGroup {
  group: FormGroup;
  title: Msg;
  fields: FieldSpec[];
}

/** Keys with a single value are not worth an input. */
const EDITABLE = SCHEMA_ENTRIES.filter((e) => (e.spec.form.options?.length ?? 2) > 1);

/** The form, from the schema: every editable key in its group, in schema order. */
export const FIELD_GROUPS: readonly FieldGroup[] = FORM_GROUPS.map((group) => ({
  group,
  title: msg(`scenario.group.${group}` as Msg['key']),
  fields: EDITABLE.filter((e) => e.spec.form.group === group).map((e) => ({ key: e.path, ...e.spec.form })),
}));
