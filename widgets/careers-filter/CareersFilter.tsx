/**
 * The careers filter adds no controls: the server's form and selects are the whole block. The
 * component holds the search's hook.
 */
import type { WidgetProps } from '../../src/runtime';
import { usePortalSearch } from './hooks';
import type { CareersModel, CareersProps } from './parse';

export function CareersFilter({ model, ctx }: WidgetProps<CareersModel, CareersProps>) {
  usePortalSearch(model, ctx);
  return null;
}
