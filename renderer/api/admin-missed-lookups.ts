import type { MissedLookup, MissedLookupList, MissedLookupSort } from '../../common/api/missed-lookups';
import { api, type RequestOptions } from './client';

const BASE = '/api/admin/missed-lookups';

export interface MissedLookupFilterValues {
  q: string;
  from: string;
  to: string;
  sort: MissedLookupSort;
  /** 'all' (this install and every kiosk), 'local', or a kiosk's id. */
  source: string;
}

function filterQuery(filter: MissedLookupFilterValues): string {
  const params = new URLSearchParams({ sort: filter.sort });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.source !== 'all') params.set('source', filter.source);
  return params.toString();
}

/** GET: the entries matching the filter, at most MAX_MISSED_LOOKUP_ROWS, and how many matched. */
export function fetchMissedLookups(
  filter: MissedLookupFilterValues,
  options?: RequestOptions,
): Promise<MissedLookupList> {
  return api.get<MissedLookupList>(`${BASE}?${filterQuery(filter)}`, options);
}

/** Where the browser downloads the filtered list as CSV. */
export function missedLookupsExportUrl(filter: MissedLookupFilterValues): string {
  return `${BASE}/export?${filterQuery(filter)}`;
}

/** GET .../top: the five most missed of the last seven days. */
export function fetchTopMissedLookups(options?: RequestOptions): Promise<MissedLookup[]> {
  return api.get<MissedLookup[]>(`${BASE}/top`, options);
}

/** DELETE .../{id}: forgets one entry. */
export function dismissMissedLookup(id: number, options?: RequestOptions): Promise<void> {
  return api.delete(`${BASE}/${id}`, options);
}
