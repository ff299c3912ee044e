import { Grid } from 'antd';

/**
 * Whether the header shows its own tabs: from antd's md breakpoint (768 px), where app-layout.css shows them and hides
 * the burger. False until the window is measured. The burger's drawer closes and the tabs draw their counts by it.
 */
export function useHeaderTabsShown(): boolean {
  return Grid.useBreakpoint().md === true;
}
