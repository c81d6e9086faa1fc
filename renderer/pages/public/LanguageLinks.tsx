import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../../common/languages';
import type { ListLinkState } from './list-search';

interface LanguageLinksProps {
  languages: Language[];
  /** Marked "PDF": the visitor sees where a manual is a PDF before going there. */
  pdfLanguages: Language[];
  linkTo: (language: Language) => string;
  linkState: ListLinkState | null;
}

/** The languages an instruction can be read in, as large buttons that open it in each. */
export function LanguageLinks({ languages, pdfLanguages, linkTo, linkState }: LanguageLinksProps) {
  const { t } = useTranslation();
  return (
    <ul className="available-languages">
      {languages.map((code) => (
        <li key={code}>
          <Link lang={code} className="bp6-button bp6-large" to={linkTo(code)} state={linkState}>
            {`${LANGUAGES[code].flag} ${LANGUAGES[code].nativeName}`}
            {pdfLanguages.includes(code) ? (
              <Tag minimal className="language-pdf-tag">
                {t('instruction.pdfTag')}
              </Tag>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
