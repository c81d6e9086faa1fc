import { isLanguage, type Language } from '../../../common/languages';

// Only the admin area reads this: the public kiosk pages always start in their own language.
const STORAGE_KEY = 'admin-language';

/**
 * The interface language an admin last chose, so a reload or a new tab keeps it; null when none
 * was chosen or storage is unavailable (a locked-down browser profile).
 */
export function storedAdminLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberAdminLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not kept across reloads then; the switch itself still works.
  }
}
