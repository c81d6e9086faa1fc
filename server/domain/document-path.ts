/** A PDF's path relative to the data directory, named by its content: `documents/<sha256>.pdf`. */
export const storedDocumentPath = (sha256: string): string => `documents/${sha256}.pdf`;
