import { useSyncExternalStore } from 'react';
import { SUPPORTED_LANGUAGES, type Language } from '../../../common/languages';

function synthesis(): SpeechSynthesis | undefined {
  return typeof window.speechSynthesis === 'object' ? window.speechSynthesis : undefined;
}

function languageOf(voice: SpeechSynthesisVoice): string {
  return voice.lang.toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * The voices installed on this machine for a language. Network voices are left out: a kiosk has no
 * internet, and a LAN browser's text must not leave the shop.
 */
export function offlineVoiceFor(language: Language): SpeechSynthesisVoice | undefined {
  const voices = (synthesis()?.getVoices() ?? []).filter((voice) => voice.localService);
  const matching = voices.filter((voice) => languageOf(voice) === language);
  return matching.find((voice) => voice.default) ?? matching[0];
}

function voicedLanguages(): string {
  return SUPPORTED_LANGUAGES.filter((language) => offlineVoiceFor(language)).join(',');
}

/** Our languages that have an offline voice here; voices load after the page, so this follows them. */
export function useVoicedLanguages(): Language[] {
  const key = useSyncExternalStore((listener) => {
    const speech = synthesis();
    speech?.addEventListener('voiceschanged', listener);
    return () => speech?.removeEventListener('voiceschanged', listener);
  }, voicedLanguages);
  return SUPPORTED_LANGUAGES.filter((language) => key.split(',').includes(language));
}

export function speechSynthesisOrNone(): SpeechSynthesis | undefined {
  return synthesis();
}
