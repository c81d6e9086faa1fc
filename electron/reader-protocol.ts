import { z } from 'zod';

/**
 * The server process asks the main process to start and stop its reader processes (a PDF's text is
 * read in one, server/services/documents/text-extraction.ts): a utility process cannot start
 * another, and the app's binary does not run as plain Node (its runAsNode fuse is off).
 */
export const readerRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('reader-start'),
    id: z.number().int(),
    file: z.string().min(1),
    args: z.array(z.string()),
    heapMb: z.number().int().positive(),
  }),
  z.object({ type: z.literal('reader-kill'), id: z.number().int() }),
]);

export type ReaderRequest = z.infer<typeof readerRequestSchema>;

/** What the main process passes back: the reader's messages and its end. */
export const readerNoticeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reader-message'), id: z.number().int(), message: z.unknown() }),
  z.object({ type: z.literal('reader-exit'), id: z.number().int(), code: z.number().int() }),
]);

export type ReaderNotice = z.infer<typeof readerNoticeSchema>;

/** Node's exit code of an uncaught error; any other but 0 is a crash (such as running out of heap). */
const ERROR_EXIT_CODE = 1;

export const crashedExit = (code: number): boolean => code !== 0 && code !== ERROR_EXIT_CODE;
