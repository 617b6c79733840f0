/** The toolbar's state as one value a component subscribes to, and the changes asked of it. */
import {
  clickTab,
  requestOrientation,
  set,
  toggleOrientation,
  type Orientation,
  type SetResult,
  type ToolbarState,
  type ToolbarView,
} from './logic';

/**
 * The state as one value a component subscribes to, and the changes a visitor or a script asks
 * for. Every change of the model goes through `apply`: a refused one changes nothing and goes to
 * `refuse`.
 */
export class ToolbarStore {
  private readonly listeners = new Set<() => void>();

  constructor(
    public view: ToolbarView,
    private readonly refuse: (message: string) => void,
  ) {}

  get state(): ToolbarState {
    return this.view.state;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly snapshot = () => this.view;

  /** Applies a validated change; false when it was refused. */
  apply(result: SetResult): boolean {
    if (result.error) this.refuse(result.error);
    if (result.changed.length) this.update({ state: result.state });
    return !result.error;
  }

  private update(patch: Partial<ToolbarView>): void {
    this.view = { ...this.view, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Model fields nothing renders (the measured height, the page's offsets): no render. */
  keep(patch: Partial<ToolbarState>): void {
    this.view.state = { ...this.view.state, ...patch };
  }

  readonly toggleTab = (tabId: string, trayName: string | null): void => {
    if (tabId) this.apply(clickTab(this.state, tabId, trayName));
  };

  readonly closeTray = (): void => {
    this.apply(set(this.state, { activeTab: null, activeTray: null }));
  };

  /** The user's toggle: wins over the lock, and sets it (vertical) or lifts it. */
  readonly toggleOrientation = (): void => {
    this.apply(toggleOrientation(this.state));
  };

  readonly setOrientation = (orientation: Orientation): boolean =>
    this.apply(requestOrientation(this.state, orientation));

  readonly setHidden = (hidden: boolean): void => {
    if (this.view.hidden !== hidden) this.update({ hidden });
  };

  readonly setLocalTasksHidden = (localTasksHidden: boolean): void => {
    if (this.view.localTasksHidden !== localTasksHidden) this.update({ localTasksHidden });
  };
}
