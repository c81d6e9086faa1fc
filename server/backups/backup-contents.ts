import { SESSION_SECRET_FILE } from '../auth/session-secret';
import { FOLLOW_SETTINGS_FILE } from '../library-bundles/follow-settings';
import { SIGNING_KEY_FILE } from '../library-bundles/signing-key';
import { QR_ADDRESS_FILE } from '../services/qr-address-setting';

/**
 * The data directory's files a backup carries beside the library database, each when present: the
 * session key (without it everybody is signed out), the hub's signing key (without it kiosks
 * refuse the next release), what this install follows and the address its QR codes use.
 * Downloaded bundles are not carried: a hub publishes again, a follower downloads again.
 */
export const BACKED_UP_FILES = [
  SESSION_SECRET_FILE,
  SIGNING_KEY_FILE,
  FOLLOW_SETTINGS_FILE,
  QR_ADDRESS_FILE,
] as const;
