import { describe, expect, it } from 'vitest';
import { wordDiff } from '../../renderer/admin/instructions/history/word-diff';

const shown = (older: string, newer: string) =>
  wordDiff(older, newer)
    .map(({ kind, text }) => (kind === 'added' ? `+[${text}]` : kind === 'removed' ? `-[${text}]` : text))
    .join('');

describe('the history word diff', () => {
  it('shows a run of changed words as what went, then what came', () => {
    expect(
      shown('![Connections on the back](/api/media/1) Plug in.', '4. NEW connections list. Plug in.'),
    ).toBe('-[![Connections on the back](/api/media/1)]+[4. NEW connections list.] Plug in.');
  });

  it('keeps unchanged words between changes, and every text whole on its side', () => {
    const older = 'Fill the tank with clean water before the first use.';
    const newer = 'Fill the tank with cold clean water before every use.';
    expect(shown(older, newer)).toBe(
      'Fill the tank with +[cold ]clean water before -[the first ]+[every ]use.',
    );
    const parts = wordDiff(older, newer);
    const side = (kind: 'added' | 'removed') =>
      parts
        .filter((part) => part.kind === 'same' || part.kind === kind)
        .map((part) => part.text)
        .join('');
    expect(side('removed')).toBe(older);
    expect(side('added')).toBe(newer);
  });
});
