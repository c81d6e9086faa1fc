import { useId, useState } from 'react';
import { Button, H2, TextArea } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MAX_PROBLEM_TEXT,
  PROBLEM_REASONS,
  type ProblemReason,
} from '../../../../common/api/feedback-limits';
import type { Language } from '../../../../common/languages';
import { sendProblemReport } from '../../../api/feedback';
import { FlagIcon } from '../../../components/icons';
import { focusOnAppear } from './focus-on-appear';
import { alreadyAnswered, rememberAnswer } from './visit-answers';

interface ProblemReportProps {
  instructionId: number;
  language: Language;
}

type Step = 'closed' | 'open' | 'sent';

/**
 * "Report a problem": opens in place below the instruction (no dialog over the text), the reasons
 * as large buttons, optional words capped at MAX_PROBLEM_TEXT, then a thank-you.
 */
export function ProblemReport({ instructionId, language }: ProblemReportProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const textId = useId();
  const countId = useId();
  const [step, setStep] = useState<Step>(() =>
    alreadyAnswered('problem', instructionId, language) ? 'sent' : 'closed',
  );
  // Set once the visitor acted here, so focus follows only their own steps, never a page load.
  const [acted, setActed] = useState(false);
  const [reason, setReason] = useState<ProblemReason>();
  const [text, setText] = useState('');
  const report = useMutation({
    mutationFn: (picked: ProblemReason) =>
      sendProblemReport({ instructionId, language, reason: picked, text: text.trim() }),
    onSuccess: () => {
      rememberAnswer('problem', instructionId, language);
      setStep('sent');
    },
  });

  if (step === 'sent')
    return (
      <p className="feedback-thanks feedback-reported" role="status" tabIndex={-1} ref={focusOnAppear(acted)}>
        {t('feedback.reported')}
      </p>
    );
  if (step === 'closed')
    return (
      <Button
        size="large"
        variant="outlined"
        icon={<FlagIcon />}
        className="feedback-report-open"
        aria-expanded={false}
        ref={focusOnAppear(acted)}
        onClick={() => {
          setActed(true);
          setStep('open');
        }}
      >
        {t('feedback.report')}
      </Button>
    );
  return (
    <form
      className="feedback-report"
      aria-labelledby={headingId}
      tabIndex={-1}
      ref={focusOnAppear(acted)}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason) report.mutate(reason);
      }}
    >
      <H2 id={headingId} className="feedback-heading">
        {t('feedback.report')}
      </H2>
      <fieldset className="feedback-reasons">
        <legend>{t('feedback.reasonsLabel')}</legend>
        {PROBLEM_REASONS.map((code) => (
          <Button
            key={code}
            size="large"
            aria-pressed={reason === code}
            intent={reason === code ? 'primary' : 'none'}
            onClick={() => setReason(code)}
          >
            {t(`feedback.reasons.${code}`)}
          </Button>
        ))}
      </fieldset>
      <label htmlFor={textId} className="feedback-text-label">
        {t('feedback.textLabel')}
      </label>
      <TextArea
        id={textId}
        fill
        rows={3}
        maxLength={MAX_PROBLEM_TEXT}
        value={text}
        aria-describedby={countId}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={countId} className="feedback-count">
        {t('feedback.textCount', { count: text.length, max: MAX_PROBLEM_TEXT })}
      </p>
      <div className="feedback-buttons">
        <Button type="submit" size="large" intent="primary" disabled={!reason} loading={report.isPending}>
          {t('feedback.send')}
        </Button>
        <Button size="large" variant="minimal" onClick={() => setStep('closed')}>
          {t('feedback.cancel')}
        </Button>
      </div>
      {report.isError ? (
        <p className="feedback-failed" role="alert">
          {t('feedback.failed')}
        </p>
      ) : null}
    </form>
  );
}
