import { SUPPORTED_LANGUAGES, type Language } from '../../../common/languages';

/** A language as one bit of fleet_missed_days.languages; 0 for none or an unknown one. */
export const languageBit = (language: string): number => {
  const index = SUPPORTED_LANGUAGES.indexOf(language as Language);
  return index < 0 ? 0 : 1 << index;
};

/** The languages whose bits are set, as the ',en,de,' list the missed-lookups rows carry. */
export const languagesOfBits = (bits: number): string =>
  `,${SUPPORTED_LANGUAGES.filter((_, index) => (bits & (1 << index)) !== 0).join(',')},`;
