import { useQuery, type QueryClient } from '@tanstack/react-query';
import { publicRetry } from '../../api/query-screen';
import type { PrintHeaderProps } from './PrintHeader';
import { printHeaderModuleQuery } from './queries';

/** Loads the print header ahead of need (e.g. while a list is shown), so a later outage cannot keep it away. */
export function preloadPrintHeader(client: QueryClient): void {
  client.query(printHeaderModuleQuery()).catch(() => undefined);
}

/**
 * Only paper shows it, and it carries the QR code: kept out of the kiosk's first load. Until it has
 * loaded the page is read, and printed, without it.
 */
export function LazyPrintHeader(props: PrintHeaderProps) {
  const loaded = useQuery({ ...printHeaderModuleQuery(), ...publicRetry });
  return loaded.data ? <loaded.data.PrintHeader {...props} /> : null;
}
