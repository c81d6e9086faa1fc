import { Classes } from '@blueprintjs/core';

/**
 * What makes the area under a Blueprint `Tabs` without `panel` props the panel its selected tab
 * controls: Blueprint's own ids (`generateTabIds`), so the tab's `aria-controls` points at it.
 */
export function tabPanelProps(tabsId: string, tabId: string) {
  return {
    role: 'tabpanel',
    id: `${Classes.TAB_PANEL}_${tabsId}_${tabId}`,
    'aria-labelledby': `${Classes.TAB}-title_${tabsId}_${tabId}`,
  } as const;
}
