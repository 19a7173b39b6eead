import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  onReset: () => void;
  strings: { title: string; reset: string };
}

/** Tells the hydration scheduler (and the tests) that this demo is done: it shows its error. */
const markFailed = (node: HTMLElement | null) => node?.closest('[data-demo]')?.setAttribute('data-demo-failed', '');

interface State {
  error: Error | null;
}

/** Contains a demo that throws: shows the error and a reset button; the page carries on. */
export default class DemoErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="demo-error" ref={markFailed}>
        <p className="demo-error-title">{this.props.strings.title}</p>
        <pre className="demo-error-message">{error.message}</pre>
        <button
          type="button"
          className="demo-error-reset"
          onClick={() => {
            this.setState({ error: null });
            this.props.onReset();
          }}
        >
          {this.props.strings.reset}
        </button>
      </div>
    );
  }
}
