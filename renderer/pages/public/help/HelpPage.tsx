import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { PublicLayout } from '../../../components/PublicLayout';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { AccessibilityPicture, LanguagePicture, ScanPicture, TypePicture } from './HelpPictures';
import './help-page.css';

const STEPS: { key: 'scan' | 'type' | 'language' | 'accessibility'; picture: ReactNode }[] = [
  { key: 'scan', picture: <ScanPicture /> },
  { key: 'type', picture: <TypePicture /> },
  { key: 'language', picture: <LanguagePicture /> },
  { key: 'accessibility', picture: <AccessibilityPicture /> },
];

/** `/help`: how to use this kiosk, one picture and a few plain sentences a step. */
export function HelpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.title'));
  return (
    <PublicLayout>
      <div className="help-page">
        <h1 className="help-title">{t('help.title')}</h1>
        <p className="help-intro">{t('help.intro')}</p>
        <ol className="help-steps">
          {STEPS.map(({ key, picture }) => (
            <li key={key} className="help-step">
              {picture}
              <div>
                <h2>{t(`help.${key}.title`)}</h2>
                <p>{t(`help.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </PublicLayout>
  );
}
