import { readPdfText, type PdfReading } from './pdf-text';

/*
 * One uploaded PDF's text, read in a process of its own (text-extraction.ts): pdf.js holds the whole
 * file and its structures, which then cost this process's memory, not the server's, and a crash or
 * running out of memory ends this process only. The file is the last argument; the answer is one
 * message, through Node's IPC channel or, in the desktop app's utility process, its parent port.
 */
interface ParentPort {
  postMessage(message: unknown): void;
}

const file = process.argv.at(-1) ?? '';
const reading = await readPdfText(file);
const electronPort = (process as { parentPort?: ParentPort }).parentPort;
if (electronPort) electronPort.postMessage(reading satisfies PdfReading);
else process.send?.(reading);
