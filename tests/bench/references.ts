import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import express from 'express';

/** The Express 5 hello-world of the comparison: 1 KB of JSON per request, nothing else. */
export async function startHelloWorld(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  const body = { message: 'x'.repeat(1000) };
  app.get('/hello', (_req, res) => {
    res.json(body);
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs SQL through the sqlite3 command-line shell; answers the seconds it took. */
function sqliteCli(databaseFile: string, script: string): number {
  const started = performance.now();
  const result = spawnSync('sqlite3', [databaseFile], { input: script, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`sqlite3 failed: ${result.stderr}`);
  return (performance.now() - started) / 1000;
}

const SCHEMA = `
PRAGMA journal_mode = WAL;
CREATE TABLE article_numbers (id INTEGER PRIMARY KEY, number TEXT NOT NULL, category TEXT NOT NULL);
CREATE UNIQUE INDEX article_numbers_key_category ON article_numbers (lower(number), category);
CREATE VIRTUAL TABLE article_number_search USING fts5(number, tokenize = 'trigram');
CREATE TABLE article_number_positions (n INTEGER PRIMARY KEY);
INSERT INTO article_number_positions (n) SELECT value FROM generate_series(1, 100);
CREATE TABLE article_number_grams (gram TEXT NOT NULL, key_id INTEGER NOT NULL, PRIMARY KEY (gram, key_id)) WITHOUT ROWID;
`;

const IMPORT = (csvFile: string) => `
.mode csv
CREATE TEMP TABLE incoming (number TEXT, category TEXT);
.import --skip 1 ${csvFile} incoming
BEGIN;
DELETE FROM article_numbers;
DELETE FROM article_number_search;
INSERT INTO article_numbers (number, category) SELECT number, category FROM incoming;
DELETE FROM article_number_grams;
CREATE TEMP TABLE keys AS SELECT DISTINCT lower(number) AS number_key FROM incoming;
INSERT INTO article_number_search (number) SELECT number_key FROM keys;
INSERT INTO article_number_grams (gram, key_id)
  SELECT substr(k.number_key, p.n, 1), k.rowid FROM keys k JOIN article_number_positions p ON p.n <= length(k.number_key)
  UNION
  SELECT substr(k.number_key, p.n, 2), k.rowid FROM keys k JOIN article_number_positions p ON p.n < length(k.number_key);
COMMIT;
`;

/**
 * The sqlite3 shell doing the work of our import: the same rows into an indexed table plus a
 * trigram FTS table and the 1- and 2-character pieces of every number (our short-query index), into
 * an empty database and then replacing what it holds.
 */
export function sqliteCliImports(
  databaseFile: string,
  csvFile: string,
): { emptySeconds: number; replaceSeconds: number } {
  rmSync(databaseFile, { force: true });
  sqliteCli(databaseFile, SCHEMA);
  const emptySeconds = sqliteCli(databaseFile, IMPORT(csvFile));
  const replaceSeconds = sqliteCli(databaseFile, IMPORT(csvFile));
  rmSync(databaseFile, { force: true });
  return { emptySeconds, replaceSeconds };
}
