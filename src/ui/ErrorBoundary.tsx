import { Component, type ErrorInfo, type ReactNode } from 'react';

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
    return (
      <div className="fatal" role="alert">
        <h1>This view could not be drawn</h1>
        <p>Something in this link or scenario made a view fail: {this.state.error.message}</p>
        <p>
          <a href={window.location.pathname}>Open the default view</a>
        </p>
      </div>
    );
  }
}
