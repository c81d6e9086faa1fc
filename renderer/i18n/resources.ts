import type { Language } from '../../common/languages';
import da from './locales/da.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import nl from './locales/nl.json';

/** The public interface text of every language, bundled: a kiosk is offline. */
export const translations: Record<Language, typeof en> = { en, de, nl, fr, it, da, es };
