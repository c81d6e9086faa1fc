import type { ServerResponse } from 'node:http';
import type { JobKind } from '../../common/api/jobs';
import type { JobOptions, StartedJob } from './job-runner';

/**
 * Runs a job whose result is a file sent as it is made (an export): each chunk waits until the
 * response has taken the one before (back-pressure), a download closed early cancels the job, and
 * a job that fails before its first chunk answers its error like any request.
 */
export async function streamJobDownload<K extends JobKind>(
  res: ServerResponse,
  headers: Record<string, string>,
  start: (onChunk: NonNullable<JobOptions['onChunk']>) => StartedJob<K>,
  cancel: () => void,
): Promise<void> {
  let headersSent = false;
  const started = start((text) => {
    if (!headersSent) {
      res.setHeaders(new Map(Object.entries(headers)));
      headersSent = true;
    }
    if (res.destroyed) throw new Error('The download was closed');
    if (res.write(text)) return;
    return new Promise<void>((resolve, reject) => {
      const drained = () => {
        res.off('close', closed);
        resolve();
      };
      const closed = () => {
        res.off('drain', drained);
        reject(new Error('The download was closed'));
      };
      res.once('drain', drained);
      res.once('close', closed);
    });
  });
  res.on('close', () => {
    if (!res.writableFinished) cancel();
  });
  const job = await started.ended;
  if (job.state === 'succeeded') {
    res.end();
    return;
  }
  if (!headersSent) await started.outcome();
  res.destroy();
}
