import { Button, Card, FormGroup, H1, H2 } from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AppVersions } from '../../components/AppVersions';
import { ArticleNumberField } from '../../components/ArticleNumberField';
import { LanguageSelect } from '../../components/LanguageSelect';
import { PublicLayout } from '../../components/PublicLayout';
import { useLowReach } from '../../components/accessibility/useAppliedPreferences';
import { WordSearchForm } from '../../components/WordSearchForm';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { usePickedLanguage } from '../../hooks/usePickedLanguage';
import { changeLanguage } from '../../i18n/setup';
import { normaliseArticleNumber } from '../../../common/article-number-rules';
import { instructionsPath, pagePathIn } from '../../paths';
import type { Language } from '../../../common/languages';

/**
 * A mouse (and so, in practice, a hardware keyboard or scanner) is present: focusing the field
 * then helps. On a touch-only screen it would pop up the on-screen keyboard over the page.
 */
function hasFinePointer(): boolean {
  return window.matchMedia('(any-pointer: fine)').matches;
}

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = usePickedLanguage();
  const [articleNumber, setArticleNumber] = useState('');
  const [articleNumberError, setArticleNumberError] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [autoFocus] = useState(hasFinePointer);
  const lowReach = useLowReach();
  useDocumentTitle(t('search.title'));

  const open = (raw: string) => {
    // The number is required; the language is valid by construction, the select offers only supported ones.
    const normalised = normaliseArticleNumber(raw);
    setArticleNumberError(normalised.length < 1);
    if (normalised.length < 1) return;
    setSubmitting(true);
    void navigate(instructionsPath(normalised, language));
  };

  // The address names the language, so a reload or a shared link keeps it (a kiosk's idle reset goes to `/`).
  const pickLanguage = (picked: Language) => {
    changeLanguage(picked);
    void navigate(pagePathIn('/', picked), { replace: true });
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    open(articleNumber);
  };

  // With low reach the article-number card comes last, right above the controls at the bottom.
  const wordSearch = (
    <Card className="search-card word-search-card" elevation={1}>
      <H2 className="word-search-title">{t('wordSearch.title')}</H2>
      <p className="search-card-hint">{t('wordSearch.hint')}</p>
      <WordSearchForm language={language} />
    </Card>
  );

  return (
    <PublicLayout className="is-home">
      <div className="home">
        {lowReach ? wordSearch : null}
        <Card className="search-card" elevation={2}>
          <H1 className="search-card-title">{t('search.title')}</H1>
          <p className="search-card-hint">{t('search.hint')}</p>
          <form onSubmit={onSubmit} noValidate>
            <FormGroup
              label={t('search.articleNumberLabel')}
              labelFor="article-number"
              intent={articleNumberError ? 'danger' : 'none'}
              helperText={
                articleNumberError ? (
                  <span id="article-number-error">{t('validation.articleNumberRequired')}</span>
                ) : undefined
              }
            >
              <ArticleNumberField
                id="article-number"
                value={articleNumber}
                onChange={(value) => {
                  setArticleNumber(value);
                  setArticleNumberError(false);
                }}
                onPick={open}
                invalid={articleNumberError}
                describedBy={articleNumberError ? 'article-number-error' : undefined}
                autoFocus={autoFocus}
              />
            </FormGroup>
            <FormGroup label={t('language.label')} labelFor="search-language">
              <LanguageSelect id="search-language" value={language} onChange={pickLanguage} fill />
            </FormGroup>
            <Button
              type="submit"
              intent="primary"
              size="large"
              fill
              loading={submitting}
              disabled={submitting}
              className="search-submit"
            >
              {t('search.submit')}
            </Button>
          </form>
        </Card>
        {lowReach ? null : wordSearch}
        <p className="home-support">{t('search.support')}</p>
        <Link to={pagePathIn('/help', language)} className="home-help-link">
          {t('help.title')}
        </Link>
        <AppVersions />
      </div>
    </PublicLayout>
  );
}
