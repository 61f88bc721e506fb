import { Component, type ReactNode } from 'react';

/**
 * Renders nothing in place of a shell part that fails again after a render error, so the masked shell
 * (and its toast) survives whichever part broke first.
 */
export default class ShellPartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
