import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, SUPPORTED_LANGUAGES, toLanguage, type Language } from '../../common/languages';

interface LanguageSelectProps {
  value: Language;
  onChange: (language: Language) => void;
  id?: string;
  fill?: boolean;
}

/** The seven languages, each with its flag, native name and short code. */
export function LanguageSelect({ value, onChange, id, fill }: LanguageSelectProps) {
  const { t } = useTranslation();
  return (
    <HTMLSelect
      id={id}
      className="language-select"
      aria-label={id ? undefined : t('language.label')}
      value={value}
      fill={fill}
      large
      onChange={(event) => onChange(toLanguage(event.currentTarget.value))}
    >
      {SUPPORTED_LANGUAGES.map((code) => {
        const info = LANGUAGES[code];
        return (
          <option key={code} value={code} lang={code}>
            {t('language.option', { flag: info.flag, name: info.nativeName, code: info.shortCode })}
          </option>
        );
      })}
    </HTMLSelect>
  );
}
