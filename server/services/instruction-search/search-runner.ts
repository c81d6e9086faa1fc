import type { Worker } from 'node:worker_threads';
import type { Language } from '../../../common/languages';
import type { SearchConfig } from '../../config/server-config';
import { HttpError } from '../../errors';
import { launchWorker } from '../../workers/launch-worker';
import type { SearchOutcome } from './search';
import type { SearchReply, SearchRequest, SearchWorkerData } from './search-worker-protocol';
import { log } from '../../logs/log';

/** Searches waiting for the worker; past this a new one answers 503 at once rather than queue for long. */
const MAX_WAITING = 32;

const busy = () =>
  new HttpError(
    503,
    'The search is busy right now. Please try again in a moment.',
    'SEARCH_BUSY',
    { retryAfterSeconds: 2 },
    { 'Retry-After': '2' },
  );

interface Pending {
  request: SearchRequest;
  resolve: (outcome: SearchOutcome) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Runs word searches in one worker thread, one at a time in the order asked: the server's own thread
 * only queues and answers. A search not answered within `timeoutMs` (queue included, a new worker's
 * loading not) answers 503;
 * if the worker was running it, the worker is stopped and a fresh one takes the next search. A worker
 * that dies is replaced the same way. The first worker starts at once, so the first visitor does not
 * wait for it to load.
 */
export class SearchRunner {
  private worker: Worker | undefined;
  private ready = false;
  private running: Pending | undefined;
  private readonly waiting: Pending[] = [];
  private nextId = 1;
  private stopped = false;

  constructor(
    private readonly databaseFile: string,
    private readonly config: SearchConfig,
  ) {
    this.ensureWorker();
  }

  search(query: string, language: Language): Promise<SearchOutcome> {
    if (this.stopped || this.waiting.length >= MAX_WAITING) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const pending: Pending = {
        request: { id: this.nextId++, query, language },
        resolve,
        reject,
        timer: setTimeout(() => this.timedOut(pending), this.config.timeoutMs),
      };
      this.waiting.push(pending);
      this.next();
    });
  }

  /** Ends the worker (server shutdown); searches still waiting answer 503. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const pending of this.waiting.splice(0)) this.settle(pending, busy());
    if (this.running) this.settle(this.running, busy());
    this.running = undefined;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private next(): void {
    if (this.running || this.stopped || this.waiting.length === 0) return;
    const worker = this.ensureWorker();
    if (!this.ready) return;
    const pending = this.waiting.shift();
    if (!pending) return;
    this.running = pending;
    worker.postMessage(pending.request);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const data: SearchWorkerData = { databaseFile: this.databaseFile, budgetMs: this.config.budgetMs };
    const worker = launchWorker('services/instruction-search/search-worker', data);
    this.ready = false;
    worker.on('message', (reply: SearchReply) => {
      if (reply.type === 'ready') {
        this.ready = true;
        this.next();
        return;
      }
      const pending = this.running;
      if (pending?.request.id !== reply.id) return;
      this.running = undefined;
      this.settle(pending, reply.type === 'outcome' ? reply.outcome : new Error(reply.error));
      this.next();
    });
    worker.on('error', (error) => log.error({ err: error }, 'Word-search worker crashed'));
    worker.on('exit', () => this.lost(worker));
    this.worker = worker;
    return worker;
  }

  /**
   * The worker ended without being asked: the search it ran fails and the next search starts a new
   * worker. One that ended before it was ready would end again: the searches waiting answer 503.
   */
  private lost(worker: Worker): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    const pending = this.running;
    this.running = undefined;
    if (pending) this.settle(pending, busy());
    if (!this.ready) for (const waiting of this.waiting.splice(0)) this.settle(waiting, busy());
    this.next();
  }

  private timedOut(pending: Pending): void {
    const queued = this.waiting.indexOf(pending);
    // Time a new worker spends loading is not the search's: it waits on.
    if (queued >= 0 && !this.ready) {
      pending.timer = setTimeout(() => this.timedOut(pending), this.config.timeoutMs);
      return;
    }
    if (queued >= 0) this.waiting.splice(queued, 1);
    this.settle(pending, busy());
    if (this.running !== pending) return;
    // A search that overran its time holds the worker's thread: only a new worker frees it.
    log.warn(`A word search overran ${this.config.timeoutMs} ms; its worker is replaced`);
    this.running = undefined;
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
    this.next();
  }

  private settle(pending: Pending, result: SearchOutcome | Error): void {
    clearTimeout(pending.timer);
    if (result instanceof Error) pending.reject(result);
    else pending.resolve(result);
  }
}
