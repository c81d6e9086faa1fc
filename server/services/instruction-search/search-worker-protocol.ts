import type { Language } from '../../../common/languages';
import type { SearchOutcome } from './search';

/** The word-search worker's workerData: the library it reads. */
export interface SearchWorkerData {
  databaseFile: string;
}

export interface SearchRequest {
  id: number;
  query: string;
  language: Language;
}

/** The worker's messages: loaded and ready, or its answer to one request (what it found, or why it could not search). */
export type SearchReply =
  | { type: 'ready' }
  | { type: 'outcome'; id: number; outcome: SearchOutcome }
  | { type: 'error'; id: number; error: string };
