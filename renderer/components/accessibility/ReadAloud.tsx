import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isLanguage, type Language } from '../../../common/languages';
import { PauseIcon, PlayIcon, StepForwardIcon, StopIcon } from './reader-icons';
import { readingSections, type ReadingSection } from './reading-sections';
import { offlineVoiceFor, speechSynthesisOrNone, useVoicedLanguages } from './voices';

const READING_CLASS = 'is-being-read';

interface ReadAloudProps {
  language: Language;
  /** Where this instruction is read in another language, offered when this one has no voice. */
  linkTo: (language: Language) => string;
  languageName: (language: Language) => string;
}

type Status = 'stopped' | 'speaking' | 'paused';

function mark(section: ReadingSection | undefined, on: boolean): void {
  for (const element of section?.elements ?? []) element.classList.toggle(READING_CLASS, on);
}

/**
 * Read aloud with the machine's own speech synthesis: the instruction's title and text, one section
 * at a time, the section being read highlighted. Play, pause, stop and next section.
 */
export function ReadAloud({ language, linkTo, languageName }: ReadAloudProps) {
  const { t } = useTranslation();
  const voiced = useVoicedLanguages();
  const [status, setStatus] = useState<Status>('stopped');
  const [position, setPosition] = useState<{ index: number; count: number }>();
  const reading = useRef<{ sections: ReadingSection[]; index: number; token: number }>({
    sections: [],
    index: -1,
    token: 0,
  });

  const stop = () => {
    const state = reading.current;
    state.token += 1;
    mark(state.sections[state.index], false);
    state.index = -1;
    speechSynthesisOrNone()?.cancel();
    setStatus('stopped');
    setPosition(undefined);
  };

  // Leaving the page or the language ends the reading.
  useEffect(() => stop, [language]);

  const speak = (index: number) => {
    const speech = speechSynthesisOrNone();
    const state = reading.current;
    const section = state.sections[index];
    const ownVoice = isLanguage(section?.lang) ? offlineVoiceFor(section.lang) : undefined;
    const voice = ownVoice ?? offlineVoiceFor(language);
    mark(state.sections[state.index], false);
    state.token += 1;
    speech?.cancel();
    if (!speech || !voice || !section) {
      state.index = -1;
      setStatus('stopped');
      setPosition(undefined);
      return;
    }
    const token = state.token;
    state.index = index;
    mark(section, true);
    section.elements[0]?.scrollIntoView({ block: 'nearest' });
    const utterance = new SpeechSynthesisUtterance(section.text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.onend = () => {
      if (reading.current.token === token) speak(index + 1);
    };
    speech.speak(utterance);
    setStatus('speaking');
    setPosition({ index, count: state.sections.length });
  };

  const play = () => {
    if (status === 'paused') {
      speechSynthesisOrNone()?.resume();
      setStatus('speaking');
      return;
    }
    reading.current.sections = readingSections(
      document.querySelector<HTMLElement>('.instruction-title'),
      document.querySelector<HTMLElement>('.instruction-view .instruction-content'),
    );
    speak(0);
  };

  const pause = () => {
    speechSynthesisOrNone()?.pause();
    setStatus('paused');
  };

  if (!voiced.includes(language)) {
    const others = voiced.filter((other) => other !== language);
    return (
      <section className="read-aloud read-aloud-no-voice" aria-label={t('a11y.readAloud')}>
        {others.length > 0 ? (
          <>
            <p role="status">{t('a11y.noVoice', { language: languageName(language) })}</p>
            <p>{t('a11y.voicesIn')}</p>
            <ul className="read-aloud-languages">
              {others.map((other) => (
                <li key={other}>
                  <Link to={linkTo(other)}>{languageName(other)}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p role="status">{t('a11y.noVoicesAtAll')}</p>
        )}
      </section>
    );
  }

  return (
    <section className="read-aloud" aria-label={t('a11y.readAloud')}>
      <div className="read-aloud-controls">
        {status === 'speaking' ? (
          <button type="button" className="read-aloud-button" onClick={pause}>
            <PauseIcon size={24} />
            {t('a11y.pause')}
          </button>
        ) : (
          <button type="button" className="read-aloud-button is-primary" onClick={play}>
            <PlayIcon size={24} />
            {status === 'paused' ? t('a11y.resume') : t('a11y.play')}
          </button>
        )}
        <button type="button" className="read-aloud-button" onClick={stop} disabled={status === 'stopped'}>
          <StopIcon size={24} />
          {t('a11y.stop')}
        </button>
        <button
          type="button"
          className="read-aloud-button"
          onClick={() => speak(reading.current.index + 1)}
          disabled={status === 'stopped' || !position || position.index + 1 >= position.count}
        >
          <StepForwardIcon size={24} />
          {t('a11y.nextSection')}
        </button>
      </div>
      <p className="read-aloud-status" aria-live="polite">
        {position ? t('a11y.readingSection', { index: position.index + 1, count: position.count }) : ''}
      </p>
    </section>
  );
}
