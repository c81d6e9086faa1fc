/** The list's search text travels in `?q=`, so Back and the single view's back button restore it. */
export const LIST_SEARCH_PARAM = 'q';

/** What an instruction link carries so its back button returns to the same filtered list. */
export interface ListLinkState {
  listSearch?: string;
}

export function listSearchSuffix(query: string | undefined): string {
  const text = query?.trim();
  return text ? `?${new URLSearchParams({ [LIST_SEARCH_PARAM]: text }).toString()}` : '';
}
