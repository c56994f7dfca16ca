import { Component, type ErrorInfo, type ReactNode } from 'react';
import { msg } from '../../i18n/msg';
import { useT } from './i18n/useT';

/** What the reader sees instead of a view that failed: what happened and the way back. */
function Fatal({ error }: { error: Error }) {
  const t = useT();
  return (
    <div className="fatal" role="alert">
      <h1>{t(msg('ui.fatal.title'))}</h1>
      <p>{t(msg('ui.fatal.text', { error: error.message }))}</p>
      <p>
        <a href={window.location.pathname}>{t(msg('ui.fatal.reset'))}</a>
      </p>
    </div>
  );
}

/**
 * Last line of defence: a rendering bug shows a message and a way back to the
 * default view, never a blank page or a stack trace.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept for developers; the page itself shows a plain message.
    console.warn('view failed', error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <Fatal error={this.state.error} />;
  }
}
