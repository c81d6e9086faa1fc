import { useQuery } from '@tanstack/react-query';
import { fetchLibraryAddress } from '../api/library-address';
import { queryKeys } from '../api/query-keys';

/**
 * Where a printed QR code should point: the library's LAN address when the server listens on the
 * LAN (a phone in the shop cannot open this kiosk's localhost), else this page's own origin.
 * Undefined until the server has answered, so no code is printed with the wrong address.
 */
export function useLibraryOrigin(): string | undefined {
  const { data, isError } = useQuery({
    queryKey: queryKeys.libraryAddress(),
    queryFn: ({ signal }) => fetchLibraryAddress({ signal }),
  });
  if (isError) return window.location.origin;
  return data ? (data.lanOrigin ?? window.location.origin) : undefined;
}
