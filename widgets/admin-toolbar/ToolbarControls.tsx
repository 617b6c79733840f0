/**
 * The controls the toolbar adds to Drupal's markup: the orientation toggle in each menu tray
 * (Drupal's markup, so its CSS applies), and Trellis' Show/Hide Toolbar and Show/Hide Local
 * Tasks toggles at the end of the bar. Each button's name states the action it performs.
 */
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { t, type WidgetProps } from '../../src/runtime';
import { antiOrientation } from './logic';
import type { ToolbarModel } from './impl';

export function ToolbarControls({ model }: WidgetProps<ToolbarModel, Record<string, never>>) {
  const toolbar = model.toolbar;
  const snapshot = useSyncExternalStore(
    toolbar?.subscribe ?? noSubscribe,
    toolbar?.snapshot ?? noSnapshot,
  );
  if (!toolbar || !snapshot) return null;
  const { state, hidden, localTasksHidden } = snapshot;
  const anti = antiOrientation(state.orientation);
  const orientationLabel =
    anti === 'horizontal' ? t('Horizontal orientation') : t('Vertical orientation');
  const localTasks = toolbar.localTasks;
  return (
    <>
      {model.dom.menuTrays.map(({ tray, lining }) =>
        createPortal(
          <div className="toolbar-toggle-orientation" hidden={!state.isTrayToggleVisible}>
            <div className="toolbar-lining">
              <button
                type="button"
                className={`toolbar-icon toolbar-icon-toggle-${anti}`}
                value={anti}
                title={orientationLabel}
                onClick={() => toolbar.toggleOrientation()}
              >
                {orientationLabel}
              </button>
            </div>
          </div>,
          lining,
          tray.id || tray.getAttribute('data-toolbar-tray') || undefined,
        ),
      )}
      {createPortal(
        <>
          {localTasks && (
            <div className="toolbar-tab toolbar-tab--trellis" hidden={hidden}>
              <button
                type="button"
                className="toolbar-icon toolbar-item toolbar-icon-local-tasks"
                aria-controls={localTasks.id || undefined}
                onClick={() => toolbar.setLocalTasksHidden(!localTasksHidden)}
              >
                {localTasksHidden ? t('Show Local Tasks') : t('Hide Local Tasks')}
              </button>
            </div>
          )}
          <div className="toolbar-tab toolbar-tab--trellis toolbar-tab--visibility">
            <button
              type="button"
              className="toolbar-icon toolbar-item toolbar-icon-visibility"
              onClick={() => toolbar.setHidden(!hidden)}
            >
              {hidden ? t('Show Toolbar') : t('Hide Toolbar')}
            </button>
          </div>
        </>,
        model.dom.bar,
        'trellis-bar-controls',
      )}
    </>
  );
}

const noSubscribe = () => () => {};
const noSnapshot = () => null;
