import { useQuery } from '@tanstack/react-query';
import { publicRetry } from '../../api/query-screen';
import type { PrintHeaderProps } from './PrintHeader';
import { printHeaderModuleQuery } from './queries';

/**
 * Only paper shows it, and it carries the QR code: kept out of the kiosk's first load. Until it has
 * loaded the page is read, and printed, without it.
 */
export function LazyPrintHeader(props: PrintHeaderProps) {
  const loaded = useQuery({ ...printHeaderModuleQuery(), ...publicRetry });
  return loaded.data ? <loaded.data.PrintHeader {...props} /> : null;
}
