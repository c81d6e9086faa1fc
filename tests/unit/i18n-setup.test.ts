// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18next, loadLanguage, switchLanguage } from '../../renderer/i18n/setup';

describe('i18n setup', () => {
  it('starts in English with the spec texts and the document in English', () => {
    expect(i18next.t('search.title')).toBe('Find Your Instructions');
    expect(document.documentElement.lang).toBe('en');
  });

  it('carries only English until another language is asked for', () => {
    expect(i18next.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18next.hasResourceBundle('da', 'translation')).toBe(false);
  });

  it('switches the text and the document language together once the texts are loaded', async () => {
    await switchLanguage('de');
    expect(i18next.t('search.submit')).toBe('Anleitungen finden');
    expect(document.documentElement.lang).toBe('de');
    await switchLanguage('es');
    expect(i18next.t('instructions.productHeading', { articleNumber: 'AVN-R110' })).toBe(
      'Producto: AVN-R110',
    );
    expect(document.documentElement.lang).toBe('es');
    await switchLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ends in the language asked for last when an earlier switch is still loading', async () => {
    changeLanguage('it');
    await switchLanguage('nl');
    // Italian's texts arrive after Dutch was shown: the switch to Italian was overtaken.
    await loadLanguage('it');
    await i18next.loadLanguages('it');
    expect(i18next.language).toBe('nl');
    expect(i18next.t('search.title')).not.toBe('Find Your Instructions');
    await switchLanguage('en');
  });

  it('falls back to English for a key a language lacks', async () => {
    await switchLanguage('fr');
    expect(i18next.t('missing.key', { defaultValue: '' })).toBe('');
    expect(i18next.t('notFound.title', { lng: 'en' })).toBe('404 Page Not Found');
    await switchLanguage('en');
  });
});
