/**
 * Drupal's admin toolbar: the server's bar, tabs, trays and menu are the content; the component
 * adds the orientation toggle in each menu tray (Drupal's markup, so its CSS applies) and
 * Trellis' Show/Hide Toolbar and Show/Hide Local Tasks toggles at the end of the bar. Each
 * button's name states the action it performs. The behaviour is in the `use-*.ts` hooks, one
 * module per concern (spec drupal-ajax §5.3–§5.9): a click changes the state, and the layout
 * effects keyed to what changed write it on the server's markup before the browser paints; what
 * an effect writes, its cleanup puts back.
 */
import { memo, useState } from 'react';
import { createPortal } from 'react-dom';
import { t, type WidgetProps } from '../../src/runtime';
import { antiOrientation, type Orientation } from './logic';
import type { ToolbarStore } from './use-toolbar-store';
import type { ToolbarDom } from './parse';
import { readOptions, useToolbarState } from './use-toolbar-state';
import { useAntiFlicker, useTrayMarkup } from './use-tray-markup';
import { usePageOffsets } from './use-page-offsets';
import { useToolbarEvents } from './use-toolbar-events';
import { useTrayInteraction } from './use-tray-interaction';
import { usePublicMethods } from './use-public-methods';
import { useEscapeAdmin } from './use-escape-admin';
import {
  useAccordion,
  useMenuItemOpen,
  useMenuItems,
  type Accordion,
  type MenuItem,
} from './use-admin-menu';
import { useSubtrees } from './use-subtrees';

type Props = WidgetProps<ToolbarDom, Record<string, never>>;

/** Not on a screen (print), Drupal skips the toolbar, and so does this. */
export function AdminToolbar(props: Props) {
  const [screen] = useState(() => matchMedia('only screen').matches);
  return screen ? <Toolbar {...props} /> : null;
}

function Toolbar({ model, ctx }: Props) {
  const [options] = useState(readOptions);
  const [store, view] = useToolbarState(model, ctx, options);
  const { state } = view;
  const items = useMenuItems(model.adminMenu, state.areSubtreesLoaded);
  useAntiFlicker();
  useTrayMarkup(model, view);
  usePageOffsets(model, store, view, options.rtl);
  useToolbarEvents(model, ctx, view);
  useSubtrees(model, ctx, store, state, options, items);
  useTrayInteraction(model, ctx, store);
  useEscapeAdmin(model, options.currentPathIsAdmin);
  usePublicMethods(model, ctx.host, store);
  return (
    <>
      <OrientationToggles
        dom={model}
        store={store}
        orientation={state.orientation}
        visible={state.isTrayToggleVisible}
      />
      <BarToggles
        dom={model}
        store={store}
        hidden={view.hidden}
        localTasksHidden={view.localTasksHidden}
      />
      <MenuHandles
        container={model.adminMenu}
        items={items}
        orientation={state.orientation}
        currentPath={options.currentPath}
      />
    </>
  );
}

/** The toggle in each menu tray offers the other orientation. */
const OrientationToggles = memo(function OrientationToggles({
  dom,
  store,
  orientation,
  visible,
}: {
  dom: ToolbarDom;
  store: ToolbarStore;
  orientation: Orientation;
  visible: boolean;
}) {
  const anti = antiOrientation(orientation);
  const label = anti === 'horizontal' ? t('Horizontal orientation') : t('Vertical orientation');
  return dom.menuTrays.map(({ tray, lining }) =>
    createPortal(
      <div className="toolbar-toggle-orientation" hidden={!visible}>
        <div className="toolbar-lining">
          <button
            type="button"
            className={`toolbar-icon toolbar-icon-toggle-${anti}`}
            value={anti}
            title={label}
            onClick={store.toggleOrientation}
          >
            {label}
          </button>
        </div>
      </div>,
      lining,
      tray.id || tray.getAttribute('data-toolbar-tray') || undefined,
    ),
  );
});

/** Show/Hide Local Tasks (when the page has them) and Show/Hide Toolbar, at the end of the bar. */
const BarToggles = memo(function BarToggles({
  dom,
  store,
  hidden,
  localTasksHidden,
}: {
  dom: ToolbarDom;
  store: ToolbarStore;
  hidden: boolean;
  localTasksHidden: boolean;
}) {
  const { localTasks } = dom;
  return createPortal(
    <>
      {localTasks && (
        <div className="toolbar-tab toolbar-tab--trellis" hidden={hidden}>
          <button
            type="button"
            className="toolbar-icon toolbar-item toolbar-icon-local-tasks"
            aria-controls={localTasks.id || 'toolbar-local-tasks'}
            onClick={() => store.setLocalTasksHidden(!localTasksHidden)}
          >
            {localTasksHidden ? t('Show Local Tasks') : t('Hide Local Tasks')}
          </button>
        </div>
      )}
      <div className="toolbar-tab toolbar-tab--trellis toolbar-tab--visibility">
        <button
          type="button"
          className="toolbar-icon toolbar-item toolbar-icon-visibility"
          onClick={() => store.setHidden(!hidden)}
        >
          {hidden ? t('Show Toolbar') : t('Hide Toolbar')}
        </button>
      </div>
    </>,
    dom.bar,
    'trellis-bar-controls',
  );
});

/** The accordion's handles, one per menu item with a submenu, beside the item's link. */
const MenuHandles = memo(function MenuHandles({
  container,
  items,
  orientation,
  currentPath,
}: {
  container: HTMLElement | null;
  items: MenuItem[];
  orientation: Orientation;
  currentPath: string;
}) {
  const accordion = useAccordion(container, items, orientation, currentPath);
  return items.map((item) => <MenuHandle key={item.sub.id} item={item} accordion={accordion} />);
});

/** "Extend" or "Collapse", and the link's text: a toggle renders this handle only. */
const MenuHandle = memo(function MenuHandle({
  item,
  accordion,
}: {
  item: MenuItem;
  accordion: Accordion;
}) {
  const open = useMenuItemOpen(item, accordion);
  return createPortal(
    <button
      type="button"
      className={open ? 'toolbar-icon toolbar-handle open' : 'toolbar-icon toolbar-handle'}
      aria-controls={item.sub.id}
      aria-expanded={open}
      onClick={() => accordion.toggle(item.li, !open)}
    >
      <span className="action">{open ? t('Collapse') : t('Extend')}</span>{' '}
      <span className="label">{item.label}</span>
    </button>,
    item.box,
  );
});
