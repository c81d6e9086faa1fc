import { parentPort, workerData } from 'node:worker_threads';
import { readPdfText } from './pdf-text';
import type { DocumentWorkerData } from './document-worker-protocol';

/*
 * One uploaded PDF's text, read in a thread of its own: a large or hostile file costs this thread's
 * time and memory, which the server bounds and takes back by ending the thread.
 */
const port = parentPort;
if (!port) throw new Error('document-worker runs as a worker thread only');
const { file } = workerData as DocumentWorkerData;
port.postMessage(await readPdfText(file));
