import { queryOptions } from '@tanstack/react-query';
import type { AboutAnswer } from '../../../common/api/about';
import { api } from '../../api/client';

/** The recent server log, as a download. */
export const SERVER_LOG_URL = '/api/admin/log';

export const aboutQuery = () =>
  queryOptions({
    queryKey: ['admin', 'about'] as const,
    queryFn: ({ signal }) => api.get<AboutAnswer>('/api/admin/about', { signal }),
  });
