import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../../../common/languages';
import { sendInstructionView } from '../../../api/feedback';
import { HelpfulQuestion } from './HelpfulQuestion';
import { ProblemReport } from './ProblemReport';
import { alreadyAnswered, rememberAnswer } from './visit-answers';
import './feedback.css';

interface VisitorFeedbackProps {
  instructionId: number;
  language: Language;
  articleNumber: string;
}

/**
 * Under an instruction: "Was this helpful?" with one tap, and "Report a problem" with a reason and
 * optional words. It sits below the text and never covers it; a failure says so and reading goes
 * on. Each is answered once per visit; the instruction's view is counted once per visit too.
 */
export function VisitorFeedback({ instructionId, language, articleNumber }: VisitorFeedbackProps) {
  const { t } = useTranslation();
  // The admin's preview shows the kiosk's view of a draft: nothing there is a visitor's answer.
  const inAdmin = useLocation().pathname.startsWith('/admin');
  useEffect(() => {
    if (inAdmin || alreadyAnswered('view', instructionId, language)) return;
    rememberAnswer('view', instructionId, language);
    sendInstructionView({ instructionId, language, articleNumber }).catch(() => undefined);
  }, [inAdmin, instructionId, language, articleNumber]);
  if (inAdmin) return null;
  // Keyed by instruction and language: another one asks afresh, the same one remembers its answer.
  const key = `${instructionId}-${language}`;
  return (
    <section className="visitor-feedback" aria-label={t('feedback.question')}>
      <HelpfulQuestion key={`helpful-${key}`} instructionId={instructionId} language={language} />
      <ProblemReport key={`problem-${key}`} instructionId={instructionId} language={language} />
    </section>
  );
}
