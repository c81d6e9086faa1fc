import type { ReactNode } from 'react';

const FLAG = '--lan';

/** A sentence naming the `--lan` start option, with the option kept on one line ("-- / lan" reads as two things). */
export function withCommandFlag(text: string): ReactNode[] {
  return text.split(FLAG).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <code key={index} className="command-flag">
            {FLAG}
          </code>,
          part,
        ],
  );
}
