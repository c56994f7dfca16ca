import { Component, type ErrorInfo, type ReactNode } from 'react';
import { msg } from '../../i18n/msg';
import { useT } from './i18n/useT';

/** What takes a failed panel's place: what happened, in the panel's own box; the other panels go on working. */
function PanelFailed({ name, error }: { name: string; error: Error }) {
  const t = useT();
  return (
    <div className="panel-failed" role="alert" data-testid="panel-failed" data-panel={name}>
      <strong>{t(msg('ui.fatal.title'))}</strong>
      <p>{t(msg('ui.fatal.text', { error: error.message }))}</p>
    </div>
  );
}

/**
 * One panel's error boundary (step list, drawings, step text, tabs, header
 * menus...): a rendering bug in one shows a notice in its place and leaves
 * every other panel working. The app-wide ErrorBoundary stays the last line.
 */
export class PanelBoundary extends Component<{ name: string; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept for developers; the panel itself shows a plain message.
    console.warn(`panel "${this.props.name}" failed`, error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <PanelFailed name={this.props.name} error={this.state.error} />;
  }
}
