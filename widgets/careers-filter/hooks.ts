import { useLayoutEffect } from 'react';
import { setting, type WidgetContext } from '../../src/runtime';
import { careersUrl } from './logic';
import type { CareersModel, CareersProps } from './parse';

/**
 * A submit opens the portal with the chosen filters in a new window, unless a listener of
 * `careers-filter:open` cancels it. Bound in the commit that marks the block enhanced.
 */
export function usePortalSearch(
  { form, location, team }: CareersModel,
  ctx: WidgetContext<CareersProps>,
): void {
  useLayoutEffect(() => {
    if (ctx.signal.aborted) return;
    const controller = new AbortController();
    form.addEventListener(
      'submit',
      (event) => {
        // Read at the press: attributes and settings may change after the mount.
        const base = ctx.props.portalUrl || setting<string>('trellis.careers.portalUrl') || '';
        const url = careersUrl(base, {
          location: location?.value,
          team: team?.value,
          domain: ctx.props.domain || setting<string>('trellis.careers.domain'),
        });
        if (!url) {
          ctx.warn(
            'no usable careers portal URL (trellis.careers.portalUrl); the form submits itself.',
          );
          return;
        }
        event.preventDefault();
        if (ctx.emit('careers-filter:open', { url }, { cancelable: true }))
          window.open(url, '_blank', 'noopener');
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [form, location, team, ctx]);
}
