/**
 * The word-search worker thread: searches on a read-only connection of its own, one request at a
 * time, so a search never holds the server's thread that answers every other visitor (issue 23).
 */
import { statSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { closeReadOnlyDatabase, openReadOnlyDatabase, type Db } from '../../db/client';
import { prepareSearchQueries, type SearchQueries } from '../../db/raw/search-queries';
import { searchInstructions } from './search';
import type { SearchReply, SearchRequest, SearchWorkerData } from './search-worker-protocol';
import { log } from '../../logs/log';

const { databaseFile, budgetMs } = workerData as SearchWorkerData;

let opened: { inode: number; db: Db; queries: SearchQueries } | undefined;

/** The connection, opened again when library.db was replaced by another file since it was opened. */
function currentQueries(): SearchQueries {
  const { ino } = statSync(databaseFile);
  if (opened?.inode !== ino) {
    if (opened) closeReadOnlyDatabase(opened.db);
    const db = openReadOnlyDatabase(databaseFile);
    opened = { inode: ino, db, queries: prepareSearchQueries(db) };
  }
  return opened.queries;
}

function answer({ id, query, language }: SearchRequest): SearchReply {
  try {
    return { type: 'outcome', id, outcome: searchInstructions(currentQueries(), query, language, budgetMs) };
  } catch (error) {
    log.error({ err: error }, 'Word search failed');
    return { type: 'error', id, error: error instanceof Error ? error.message : String(error) };
  }
}

const reply = (message: SearchReply) => parentPort?.postMessage(message);
parentPort?.on('message', (request: SearchRequest) => reply(answer(request)));
reply({ type: 'ready' });
