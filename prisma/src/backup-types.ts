export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupResult {
  /** The absolute path of the file written. */
  file: string;
  bytes: number;
  /** SQLite pages copied (SQLite only). */
  pages?: number;
}

export interface RestoreResult {
  /** The database restored into: the SQLite file, or the server and database. */
  file: string;
  /** What the database held before, kept as a backup; null when there was nothing. */
  previous: string | null;
}
