import i18next from 'i18next';
import type { Language } from '../../common/languages';
import da from './locales/admin/da.json';
import de from './locales/admin/de.json';
import en from './locales/admin/en.json';
import es from './locales/admin/es.json';
import fr from './locales/admin/fr.json';
import it from './locales/admin/it.json';
import nl from './locales/admin/nl.json';
import publicDa from './locales/da.json';
import publicDe from './locales/de.json';
import publicEn from './locales/en.json';
import publicEs from './locales/es.json';
import publicFr from './locales/fr.json';
import publicIt from './locales/it.json';
import publicNl from './locales/nl.json';
import type { Texts } from './resources';

/** The namespace of every admin text; its bundles live in the admin chunk only. */
export const ADMIN_NAMESPACE = 'admin';

const bundles: Record<Language, typeof en> = { en, de, nl, fr, it, da, es };

/**
 * The public texts of every language too, which the kiosk loads one by one: the admin switches
 * language at once and prints labels in any language (their hint is a public text).
 */
const publicBundles: Record<Language, Texts> = {
  en: publicEn,
  de: publicDe,
  nl: publicNl,
  fr: publicFr,
  it: publicIt,
  da: publicDa,
  es: publicEs,
};

for (const [language, bundle] of Object.entries(bundles)) {
  if (!i18next.hasResourceBundle(language, ADMIN_NAMESPACE)) {
    i18next.addResourceBundle(language, ADMIN_NAMESPACE, bundle);
  }
}
for (const [language, bundle] of Object.entries(publicBundles)) {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', bundle);
  }
}
