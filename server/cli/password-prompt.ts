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
  // Unlike its type says, isTTY is undefined rather than false when stdin is a pipe.
  const reader = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY ?? false });
  return new Promise((resolve) => {
    reader.question(prompt, (answer) => {
      reader.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}
