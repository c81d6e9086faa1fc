import i18next from 'i18next';
import type { Language } from '../../../common/languages';
import da from '../../i18n/locales/admin/da.json';
import de from '../../i18n/locales/admin/de.json';
import en from '../../i18n/locales/admin/en.json';
import es from '../../i18n/locales/admin/es.json';
import fr from '../../i18n/locales/admin/fr.json';
import it from '../../i18n/locales/admin/it.json';
import nl from '../../i18n/locales/admin/nl.json';

/** The namespace of every admin text; its bundles live in the admin chunk only. */
export const ADMIN_NAMESPACE = 'admin';

const bundles: Record<Language, typeof en> = { en, de, nl, fr, it, da, es };

for (const [language, bundle] of Object.entries(bundles)) {
  if (!i18next.hasResourceBundle(language, ADMIN_NAMESPACE)) {
    i18next.addResourceBundle(language, ADMIN_NAMESPACE, bundle);
  }
}
