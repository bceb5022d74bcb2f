import { chmodSync, closeSync, fchmodSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

/**
 * Mode of the SQLite database files the portal makes: read and written by
 * their owner alone. They hold every customer's name, address and phone.
 */
export const DATABASE_FILE_MODE = 0o600;

/** The files SQLite keeps beside a database, named after it. */
const COMPANIONS = ['-wal', '-shm', '-journal'];

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Creates the SQLite database `file` empty, with DATABASE_FILE_MODE whatever
 * the umask, and its folder when missing, unless the file is there already
 * (then nothing changes and the answer is false). SQLite takes an empty file
 * as a new database, and gives the -wal, -shm and -journal files it makes
 * beside it the database file's mode.
 */
export function createDatabaseFile(file: string): boolean {
  mkdirSync(path.dirname(file), { recursive: true });
  let fd: number;
  try {
    fd = openSync(file, 'wx', DATABASE_FILE_MODE);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    fchmodSync(fd, DATABASE_FILE_MODE);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Sets DATABASE_FILE_MODE on the database `file` and on those of its -wal, -shm and -journal files that exist. */
export function restrictDatabaseFiles(file: string): void {
  for (const name of [file, ...COMPANIONS.map((suffix) => `${file}${suffix}`)]) {
    try {
      chmodSync(name, DATABASE_FILE_MODE);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
  }
}
