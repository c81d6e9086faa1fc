import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InstructionTranslationInfo } from '../../../common/api/translations';
import { LANGUAGES, type Language } from '../../../common/languages';
import { WarningSignIcon } from '../../components/icons';
import { usePublicAddresses } from '../../public-addresses';

interface OutdatedNoticeProps {
  translation: InstructionTranslationInfo;
  language: Language;
  articleNumber: string;
  instructionNumber: string;
}

/** Tells the visitor the text they read may lag behind the source language's latest change. */
export function OutdatedNotice({
  translation,
  language,
  articleNumber,
  instructionNumber,
}: OutdatedNoticeProps) {
  const { t, i18n } = useTranslation();
  const { instructionPath } = usePublicAddresses();
  const { sourceLanguage, sourceUpdatedAt, outdated } = translation;
  if (!outdated.includes(language) || !sourceUpdatedAt) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(sourceUpdatedAt),
  );
  return (
    <Callout intent="warning" icon={<WarningSignIcon />} className="outdated-notice" role="note">
      <p>{t('instruction.outdated', { source: LANGUAGES[sourceLanguage].nativeName, date })}</p>
      <Link to={instructionPath(articleNumber, sourceLanguage, instructionNumber)} lang={sourceLanguage}>
        {t('instruction.readSource', { source: LANGUAGES[sourceLanguage].nativeName })}
      </Link>
    </Callout>
  );
}
