/** Answer of GET /api/library-address. */
export interface LibraryAddress {
  /** e.g. "http://192.168.1.20:3000" when the server listens on the LAN; null when only on this machine. */
  lanOrigin: string | null;
}
