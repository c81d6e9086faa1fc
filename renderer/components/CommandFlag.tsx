import type { ReactNode } from 'react';

/** Start options such as --lan or --allowed-hosts. */
const FLAG = /(--[a-z][a-z-]*)/;

/** A sentence naming start options, each kept on one line ("-- / lan" reads as two things). */
export function withCommandFlag(text: string): ReactNode[] {
  return text.split(FLAG).map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="command-flag">
        {part}
      </code>
    ) : (
      part
    ),
  );
}
