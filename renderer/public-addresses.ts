import { createContext, useContext } from 'react';
import { documentUrl } from '../common/api/instruction-documents';
import { instructionPath, instructionsPath } from './paths';

/**
 * Where the visitor's pages link to and read PDFs from. The admin's kiosk preview renders the same
 * pages with its own addresses, so a link inside it stays in the preview and a PDF is the draft's.
 */
export interface PublicAddresses {
  instructionsPath: typeof instructionsPath;
  instructionPath: typeof instructionPath;
  documentUrl: typeof documentUrl;
}

const PublicAddressesContext = createContext<PublicAddresses>({
  instructionsPath,
  instructionPath,
  documentUrl,
});

export const PublicAddressesProvider = PublicAddressesContext.Provider;

export const usePublicAddresses = (): PublicAddresses => useContext(PublicAddressesContext);
