import { type Msg, msg } from '../../../i18n/msg';
import { useT } from '../../shared/i18n/useT';

/** Which drawing a deck or a GIF shows. */
export type DrawingView = 'topology' | 'memory';

/** The steps a deck or a GIF covers, as the teacher types them (src/sim/trace/stepRange.ts reads them). */
export function RangeField({
  value,
  placeholder,
  onChange,
  testId,
}: {
  value: string;
  placeholder: string;
  onChange(v: string): void;
  testId: string;
}) {
  const t = useT();
  return (
    <label>
      {t(msg('teach.slides.range'))}{' '}
      <input
        type="text"
        value={value}
        placeholder={placeholder}
        size={10}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
    </label>
  );
}

/** The drawing on each slide or frame: the topology or the memory maps. */
export function DrawingField({ value, onChange, testId }: { value: DrawingView; onChange(v: DrawingView): void; testId: string }) {
  const t = useT();
  return (
    <label>
      {t(msg('teach.slides.drawing'))}{' '}
      <select value={value} onChange={(e) => onChange(e.currentTarget.value as DrawingView)} data-testid={testId}>
        <option value="topology">{t(msg('teach.view.topology'))}</option>
        <option value="memory">{t(msg('teach.view.memory'))}</option>
      </select>
    </label>
  );
}

/** A whole number of pixels, typed (a GIF's custom width or height). */
export function PixelField({ label, value, onChange, testId }: { label: Msg; value: string; onChange(v: string): void; testId: string }) {
  const t = useT();
  return (
    <label>
      {t(label)}{' '}
      <input
        type="number"
        inputMode="numeric"
        value={value}
        size={5}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
    </label>
  );
}
