/**
 * React's half of the mount seam: connection.ts imports this the first time a widget with a
 * `Component` mounts. The build decides where it is (rollup.config.mjs): in the default build's
 * entry with preact, in the React build a chunk with react-dom, fetched only by a page that
 * renders.
 */
import { Component as ReactComponent, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import type { WidgetContext, WidgetProps } from './define';

/** What the runtime hands over: the widget's component, its container, and where errors go. */
export interface RenderTarget {
  Component: ComponentType<WidgetProps<unknown, unknown>>;
  host: HTMLElement;
  container: HTMLElement;
  model: unknown;
  ctx: WidgetContext<unknown>;
  /** A render or effect error: the runtime reports the widget and takes it down. */
  fail(error: unknown): void;
}

export interface Rendered {
  /** Renders again with the target's current model and props (an attribute changed). */
  update(): void;
  unmount(): void;
}

/** Catches what a tree throws while rendering or in an effect; the rest of the page goes on. */
export class Boundary extends ReactComponent<
  { onError(error: unknown): void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Marks the host enhanced after React's first commit (tests and the bench wait on it). */
function Enhanced({ host, children }: { host: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    host.setAttribute('data-enhanced', '');
  }, [host]);
  return children;
}

export interface GuardedRoot {
  render(children: ReactNode): void;
  unmount(): void;
}

/**
 * A React root in `container` whose tree's render and effect errors go to `fail` (through the
 * boundary, or React's uncaught-error hook), not to the console twice.
 */
export function guardedRoot(container: HTMLElement, fail: (error: unknown) => void): GuardedRoot {
  const root = createRoot(container, {
    // React 19 logs caught errors itself; the boundary reports them once instead.
    onCaughtError: () => {},
    onUncaughtError: fail,
  } as Parameters<typeof createRoot>[1]);
  return {
    render: (children) => root.render(<Boundary onError={fail}>{children}</Boundary>),
    unmount: () => root.unmount(),
  };
}

export function renderWidget(target: RenderTarget): Rendered {
  const root = guardedRoot(target.container, (error) => target.fail(error));
  const { Component: Widget, host, ctx } = target;
  const update = () =>
    root.render(
      <Enhanced host={host}>
        <Widget model={target.model} props={ctx.props} ctx={ctx} />
      </Enhanced>,
    );
  update();
  return { update, unmount: root.unmount };
}
