import { Button, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LANGUAGES, SUPPORTED_LANGUAGES, toLanguage, type Language } from '../../../../common/languages';
import { ADMIN_NAMESPACE } from '../../../i18n/admin-i18n';

interface PreviewBannerProps {
  text: string;
  language: Language;
  onLanguage: (language: Language) => void;
  back: { to: string; label: string };
}

/** Above every preview, never on a kiosk: says what is shown is not published, and leads back. */
export function PreviewBanner({ text, language, onLanguage, back }: PreviewBannerProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  return (
    <div className="preview-banner" role="status" data-testid="preview-banner">
      <span>{text}</span>
      <div className="preview-banner-actions">
        <HTMLSelect
          aria-label={t('preview.language')}
          value={language}
          onChange={(event) => onLanguage(toLanguage(event.currentTarget.value))}
        >
          {SUPPORTED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGES[code].nativeName}
            </option>
          ))}
        </HTMLSelect>
        <Button icon="edit" onClick={() => void navigate(back.to)}>
          {back.label}
        </Button>
      </div>
    </div>
  );
}
