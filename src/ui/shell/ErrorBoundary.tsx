import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What failed, in the user's words ("The Webhooks panel"). */
  area: string;
  children: ReactNode;
}

interface State {
  error: Error | undefined;
}

/** Keeps one broken area from blanking the screen: shows what failed and lets the user try again. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.area} failed`, error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="crash">
        <p className="crash__title">{this.props.area} stopped working</p>
        <p className="crash__message">{error.message}</p>
        <p className="crash__hint">Your files are saved. Try again, or reload the page.</p>
        <button type="button" className="btn" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}
