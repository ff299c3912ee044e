import type { CheckboxProps } from 'antd';

/**
 * Props naming a table row's selection checkbox for screen readers (axe 'label'). antd hands the props of
 * `rowSelection.getCheckboxProps` to its Checkbox, whose <input> receives every other attribute, `aria-label`
 * included; antd's CheckboxProps type just does not list the aria attributes.
 */
export function checkboxLabel(label: string): Partial<CheckboxProps> {
  return { 'aria-label': label } as Partial<CheckboxProps>;
}
