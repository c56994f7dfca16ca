import { useEffect } from 'react';
import { useActions } from '../../store/SimProvider';

/** Left/Right step, Space plays/pauses, Home/End jump. Ignored while typing in a form field. */
export function useKeyboard(enabled = true) {
  const { next, back, togglePlay, restart, end } = useActions();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.closest('input, textarea, select, [contenteditable="true"]') || e.altKey || e.ctrlKey || e.metaKey)) return;
      const act: Record<string, () => void> = { ArrowRight: next, ArrowLeft: back, ' ': togglePlay, Home: restart, End: end };
      const f = act[e.key];
      if (!f) return;
      if (e.key === ' ' && t?.closest('button')) return; // a focused button handles Space itself
      e.preventDefault();
      f();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, next, back, togglePlay, restart, end]);
}
