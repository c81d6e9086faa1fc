import { Card, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_STATES, type LanguageCoverage } from '../../../common/api/translations';
import { LANGUAGES } from '../../../common/languages';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { STATE_STYLE } from './translation-state-style';

/** Per language: the share up to date and the count of each state. */
export function CoverageSummary({ languages }: { languages: LanguageCoverage[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <div className="coverage-summary">
      {languages.map(({ language, counts, percentUpToDate }) => (
        <Card key={language} className="coverage-language" data-language={language}>
          <div className="coverage-language-name">
            {LANGUAGES[language].flag} {LANGUAGES[language].nativeName}
          </div>
          <div className="coverage-percent">{percent.format(percentUpToDate)} %</div>
          <ProgressBar
            value={percentUpToDate / 100}
            intent="success"
            stripes={false}
            animate={false}
            aria-label={t('translations.upToDateShare', { language: LANGUAGES[language].nativeName })}
          />
          <dl className="coverage-counts">
            {TRANSLATION_STATES.map((state) => (
              <div key={state}>
                <dt>
                  <span className="coverage-legend-glyph" aria-hidden="true">
                    {STATE_STYLE[state].glyph}
                  </span>{' '}
                  {t(`translations.states.${state}`)}
                </dt>
                <dd>{counts[state]}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </div>
  );
}
