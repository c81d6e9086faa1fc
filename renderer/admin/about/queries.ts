import { queryOptions } from '@tanstack/react-query';
import type { AboutAnswer } from '../../../common/api/about';
import { api } from '../../api/client';
import { adminKeys } from '../shell/admin-keys';

/** The recent server log, as a download. */
export const SERVER_LOG_URL = '/api/admin/log';

export const aboutQuery = () =>
  queryOptions({
    queryKey: adminKeys.about,
    queryFn: ({ signal }) => api.get<AboutAnswer>('/api/admin/about', { signal }),
  });
