import { queryOptions } from '@tanstack/react-query';

/**
 * The print header (and its QR code), loaded like data: once, kept, and retried quietly when the
 * server cannot be reached. A module that failed to load must not break the page it sits on.
 */
export const printHeaderModuleQuery = () =>
  queryOptions({
    queryKey: ['module', 'print-header'],
    queryFn: () => import('./PrintHeader'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
