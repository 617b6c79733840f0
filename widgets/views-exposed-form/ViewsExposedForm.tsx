/**
 * An exposed filter form adds no controls (it hides one: Apply, where selects submit by
 * themselves). The component holds the behaviour's hooks.
 */
import type { WidgetProps } from '../../src/runtime';
import { useEnhancedForm, useSubmitOnChange } from './hooks';
import type { ExposedFormModel } from './parse';

export function ViewsExposedForm({ model }: WidgetProps<ExposedFormModel, Record<string, never>>) {
  useEnhancedForm(model);
  useSubmitOnChange(model);
  return null;
}
