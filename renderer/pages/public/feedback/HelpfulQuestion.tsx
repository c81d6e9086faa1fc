import { useId, useState } from 'react';
import { Button, H2 } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../common/languages';
import { sendHelpfulVote } from '../../../api/feedback';
import { ThumbsDownIcon, ThumbsUpIcon } from '../../../components/icons';
import { focusOnAppear } from './focus-on-appear';
import { alreadyAnswered, rememberAnswer } from './visit-answers';

interface HelpfulQuestionProps {
  instructionId: number;
  language: Language;
}

/** "Was this helpful?": one tap on Yes or No, then a thank-you in its place. */
export function HelpfulQuestion({ instructionId, language }: HelpfulQuestionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [answered, setAnswered] = useState(() => alreadyAnswered('helpful', instructionId, language));
  const [justAnswered, setJustAnswered] = useState(false);
  const vote = useMutation({
    mutationFn: (helpful: boolean) => sendHelpfulVote({ instructionId, language, helpful }),
    onSuccess: () => {
      rememberAnswer('helpful', instructionId, language);
      setAnswered(true);
      setJustAnswered(true);
    },
  });

  return (
    <div className="feedback-helpful" role="group" aria-labelledby={headingId}>
      <H2 id={headingId} className="feedback-heading">
        {t('feedback.question')}
      </H2>
      {answered ? (
        <p className="feedback-thanks" role="status" tabIndex={-1} ref={focusOnAppear(justAnswered)}>
          {t('feedback.thanks')}
        </p>
      ) : (
        <div className="feedback-buttons">
          <Button
            size="large"
            icon={<ThumbsUpIcon />}
            loading={vote.isPending && vote.variables}
            disabled={vote.isPending}
            onClick={() => vote.mutate(true)}
          >
            {t('feedback.yes')}
          </Button>
          <Button
            size="large"
            icon={<ThumbsDownIcon />}
            loading={vote.isPending && !vote.variables}
            disabled={vote.isPending}
            onClick={() => vote.mutate(false)}
          >
            {t('feedback.no')}
          </Button>
        </div>
      )}
      {vote.isError ? (
        <p className="feedback-failed" role="alert">
          {t('feedback.failed')}
        </p>
      ) : null}
    </div>
  );
}
