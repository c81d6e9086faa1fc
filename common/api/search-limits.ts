// Apart from the search schema, so the kiosk's pages read these limits without bundling zod.
export const MAX_SEARCH_QUERY_LENGTH = 200;
export const MAX_SEARCH_RESULTS = 50;
/** Words shorter than this are left out of a search; a query with no longer word is no search. */
export const MIN_SEARCH_WORD_LENGTH = 2;
