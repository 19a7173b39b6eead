import { Component, type ReactNode } from 'react';
import { logAdEvent } from './log';

/** A crashing ad renders nothing and reports the crash; the page goes on. */
export class AdBoundary extends Component<{ label: string; children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown) {
    logAdEvent('crash', `${this.props.label}: ${error instanceof Error ? error.message : String(error)}`);
  }

  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}
