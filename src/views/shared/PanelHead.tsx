/**
 * The head of a panel that hangs under a header button (the scenario form, the share panel): its title, which labels
 * the dialog (`titleId`), and the ✕ that closes it. Its look is .scn-head and .scn-close (shell/scenario/scenario.css,
 * which the header loads with its scenario button).
 */
export function PanelHead({
  titleId,
  title,
  closeLabel,
  closeTitle = closeLabel,
  onClose,
}: {
  titleId: string;
  title: string;
  /** What a screen reader says for ✕, and its tooltip (the same words unless told). */
  closeLabel: string;
  closeTitle?: string;
  onClose(): void;
}) {
  return (
    <div className="scn-head">
      <h2 id={titleId}>{title}</h2>
      <button type="button" className="scn-close" onClick={onClose} aria-label={closeLabel} title={closeTitle}>
        ✕
      </button>
    </div>
  );
}
