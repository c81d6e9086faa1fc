import i18next from 'i18next';
import type { Language } from '../../common/languages';
import da from './locales/admin/da.json';
import de from './locales/admin/de.json';
import en from './locales/admin/en.json';
import es from './locales/admin/es.json';
import fr from './locales/admin/fr.json';
import it from './locales/admin/it.json';
import nl from './locales/admin/nl.json';

/** The namespace of every admin text; its bundles live in the admin chunk only. */
export const ADMIN_NAMESPACE = 'admin';

const bundles: Record<Language, typeof en> = { en, de, nl, fr, it, da, es };

for (const [language, bundle] of Object.entries(bundles)) {
  if (!i18next.hasResourceBundle(language, ADMIN_NAMESPACE)) {
    i18next.addResourceBundle(language, ADMIN_NAMESPACE, bundle);
  }
}
