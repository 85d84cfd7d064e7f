// One boundary per block: a failing block disappears for visitors and is named in preview mode.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BlockErrorPanel } from './block-error-panel';

interface Props {
  name: string;
  path: string;
  showErrors: boolean;
  children: ReactNode;
}

export class BlockErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Block "${this.props.name}" at ${this.props.path} failed to render`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (!this.props.showErrors) return null;
    return <BlockErrorPanel name={this.props.name} issues={[{ path: this.props.path, message: this.state.error.message }]} />;
  }
}
