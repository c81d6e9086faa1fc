import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** Asks on the terminal and reads one line without showing what is typed. */
export function readPasswordWithoutEcho(prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  return new Promise((resolve) => {
    reader.question(prompt, (answer) => {
      reader.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}
