import { lazy, Suspense } from 'react';
import { Button, Callout, H1, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { InstructionDetail } from '../../../common/api/instructions';
import { LANGUAGES, type Language } from '../../../common/languages';
import { ArrowLeftIcon, ErrorIcon, InfoSignIcon, PrintIcon } from '../../components/icons';
import { InstructionContent } from '../../components/InstructionContent';
import { useApiGet } from '../../hooks/useApiGet';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { localisedTitle } from './instruction-text';
import { OutdatedNotice } from './OutdatedNotice';
import { instructionsPath } from './paths';

// Only paper shows it, and it carries the QR code: kept out of the kiosk's first load.
const PrintHeader = lazy(() => import('./PrintHeader').then((module) => ({ default: module.PrintHeader })));

interface InstructionViewProps {
  articleNumber: string;
  language: Language;
  instructionNumber: string;
}

export function InstructionView({ articleNumber, language, instructionNumber }: InstructionViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useApiGet<InstructionDetail>(
    `/api/instruction/number/${encodeURIComponent(instructionNumber)}`,
  );
  const title =
    detail.status === 'ok'
      ? localisedTitle(detail.data.instruction.title, detail.data.titles, language)
      : undefined;
  useDocumentTitle(title);

  const back = (
    <Button
      size="large"
      icon={<ArrowLeftIcon />}
      className="back-button"
      onClick={() => navigate(instructionsPath(articleNumber, language))}
    >
      {t('instruction.back')}
    </Button>
  );

  if (detail.status === 'loading') {
    return (
      <div className="instruction-view">
        {back}
        <div className="instruction-loading" role="status">
          <Spinner size={40} />
          <span>{t('instruction.loading')}</span>
        </div>
      </div>
    );
  }

  if (detail.status === 'error') {
    return (
      <div className="instruction-view">
        {back}
        <NonIdealState
          icon={<ErrorIcon size={48} />}
          title={t('instruction.notFound')}
          description={t('instruction.notFoundHint', { instructionNumber })}
        />
      </div>
    );
  }

  const { instruction, contents, translation } = detail.data;
  const content = contents.find((entry) => entry.language === language)?.content ?? '';

  return (
    <article className="instruction-view">
      {back}
      <div className="instruction-badges">
        <Tag size="large" intent="primary" minimal>
          {t('instruction.articleBadge', { articleNumber: articleNumber.toUpperCase() })}
        </Tag>
        <Tag size="large" minimal>
          {t('instruction.instructionBadge', { instructionNumber: instruction.instructionNumber })}
        </Tag>
        <Button size="large" icon={<PrintIcon />} className="print-button" onClick={() => window.print()}>
          {t('print.button')}
        </Button>
      </div>
      <H1 className="instruction-title">{title}</H1>
      <Suspense fallback={null}>
        <PrintHeader
          articleNumber={articleNumber}
          language={language}
          instructionNumber={instruction.instructionNumber}
        />
      </Suspense>
      {content.trim() ? (
        <>
          <OutdatedNotice
            translation={translation}
            language={language}
            articleNumber={articleNumber}
            instructionNumber={instruction.instructionNumber}
          />
          <InstructionContent content={content} />
        </>
      ) : (
        <Callout
          intent="primary"
          icon={<InfoSignIcon />}
          title={t('instruction.noContent')}
          className="no-content"
        >
          {t('instruction.contentNotAvailable', { language: LANGUAGES[language].nativeName })}
        </Callout>
      )}
    </article>
  );
}
