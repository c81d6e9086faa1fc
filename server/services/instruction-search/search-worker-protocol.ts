import type { Language } from '../../../common/languages';
import type { SearchOutcome } from './search';

/** The word-search worker's workerData: the library it reads, and each search's time budget. */
export interface SearchWorkerData {
  databaseFile: string;
  budgetMs: number;
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
