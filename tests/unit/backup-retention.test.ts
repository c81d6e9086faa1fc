import { describe, expect, it } from 'vitest';
import type { BackupFile } from '../../common/api/backups';
import { backupsToKeep } from '../../server/backups/retention';

const at = (createdAt: string): BackupFile => ({ name: createdAt, bytes: 1, createdAt, automatic: true });

describe('backupsToKeep', () => {
  const now = new Date('2026-11-25T18:00:00.000Z');

  it('keeps the three newest of today', () => {
    const today = ['08', '10', '12', '14', '16'].map((hour) => at(`2026-11-25T${hour}:00:00.000Z`));
    expect(backupsToKeep(today, now).map((backup) => backup.createdAt)).toEqual([
      '2026-11-25T16:00:00.000Z',
      '2026-11-25T14:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
    ]);
  });

  it('keeps the newest of each of the seven days before, and nothing older', () => {
    const days = Array.from({ length: 10 }, (_, back) => {
      const day = new Date(now.getTime() - (back + 1) * 86_400_000).toISOString().slice(0, 10);
      return [at(`${day}T09:00:00.000Z`), at(`${day}T21:00:00.000Z`)];
    }).flat();
    const kept = backupsToKeep(days, now).map((backup) => backup.createdAt);
    expect(kept).toHaveLength(7);
    expect(kept[0]).toBe('2026-11-24T21:00:00.000Z');
    expect(kept.at(-1)).toBe('2026-11-18T21:00:00.000Z');
  });
});
