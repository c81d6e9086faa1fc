/** One backup file in `<data-dir>/backups/`, as GET /api/admin/backups lists it (newest first). */
export interface BackupFile {
  name: string;
  bytes: number;
  createdAt: string;
  /** Made by the schedule rather than by an admin or the command line. */
  automatic: boolean;
}
