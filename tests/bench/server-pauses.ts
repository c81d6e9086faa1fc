/**
 * Loaded into each server the public-reads bench measures (`--import`): how long the server's own
 * thread stopped answering, so a run's p99 can be split into the server's pauses and the machine's.
 * On SIGUSR2 it prints `SERVER_PAUSES {…}` (the longest event-loop delay and garbage collection since
 * the last signal, in ms) to standard error and starts counting afresh.
 */
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
let longestCollection = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestCollection = Math.max(longestCollection, entry.duration);
}).observe({ entryTypes: ['gc'] });

process.on('SIGUSR2', () => {
  const figures = { loopMaxMs: loopDelay.max / 1e6, collectionMaxMs: longestCollection };
  process.stderr.write(`SERVER_PAUSES ${JSON.stringify(figures)}\n`);
  loopDelay.reset();
  longestCollection = 0;
});
