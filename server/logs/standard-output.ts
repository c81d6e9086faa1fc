/**
 * Log lines for standard output, written together once per turn of the event loop. On Linux a write
 * to a file, a pipe or a terminal is synchronous: one system call per request under load. What is
 * still waiting goes out as the process exits.
 */
let pending = '';
let flushing: NodeJS.Immediate | undefined;

function flush(): void {
  if (flushing) clearImmediate(flushing);
  flushing = undefined;
  if (pending === '') return;
  const text = pending;
  pending = '';
  process.stdout.write(text);
}

process.once('exit', flush);

export function writeToStandardOutput(text: string): void {
  pending += text;
  flushing ??= setImmediate(flush);
}
