import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { StoreContext } from '../store/hooks';
import type { RuntimeStore } from '../store/store';
import type { BlockProps } from './types';

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches a block's render errors so one broken block never takes its neighbours down. */
class BlockBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export interface BlockRootOptions {
  container: HTMLElement;
  component: ComponentType<BlockProps<unknown>>;
  props: BlockProps<unknown>;
  store: RuntimeStore;
  /** Called at most once, for the first error the block throws while rendering or in effects. */
  onError: (error: unknown) => void;
}

/**
 * Renders a block synchronously (so the caller can time-slice mounts and knows the outcome at
 * once) into a new React root. Returns the root; errors reach `onError`, never the caller.
 */
export function renderBlockRoot({
  container,
  component: Block,
  props,
  store,
  onError,
}: BlockRootOptions): Root {
  let reported = false;
  const report = (error: unknown): void => {
    if (reported) return;
    reported = true;
    onError(error);
  };
  const root = createRoot(container, {
    // The runtime logs block errors itself, once, with the block's id.
    onCaughtError: () => undefined,
    onUncaughtError: (error) => report(error),
    onRecoverableError: () => undefined,
  });
  flushSync(() => {
    root.render(
      <BlockBoundary onError={report}>
        <StoreContext.Provider value={store}>
          <Block {...props} />
        </StoreContext.Provider>
      </BlockBoundary>,
    );
  });
  return root;
}
