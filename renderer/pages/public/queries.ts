import { moduleQuery } from '../../components/queries';

/** The print header and its QR code, which only paper shows. */
export const printHeaderModuleQuery = () => moduleQuery('print-header', () => import('./PrintHeader'));
