// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18next } from '../../renderer/i18n/setup';

describe('i18n setup', () => {
  it('starts in English with the spec texts and the document in English', () => {
    expect(i18next.t('search.title')).toBe('Find Your Instructions');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches the text and the document language together', () => {
    changeLanguage('de');
    expect(i18next.t('search.submit')).toBe('Anleitungen finden');
    expect(document.documentElement.lang).toBe('de');
    changeLanguage('es');
    expect(i18next.t('instructions.productHeading', { articleNumber: 'AVN-R110' })).toBe(
      'Producto: AVN-R110',
    );
    expect(document.documentElement.lang).toBe('es');
    changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to English for a key a language lacks', () => {
    changeLanguage('fr');
    expect(i18next.t('missing.key', { defaultValue: '' })).toBe('');
    expect(i18next.t('notFound.title', { lng: 'en' })).toBe('404 Page Not Found');
    changeLanguage('en');
  });
});
