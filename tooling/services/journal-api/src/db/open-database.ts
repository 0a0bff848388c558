// Opens (and creates) the SQLite file of a data folder, with the settings the server relies on.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrate } from './migrate.ts';

export const databaseFileName = 'journal-api.sqlite';

export function databaseFile(dataDir: string): string {
  return join(dataDir, databaseFileName);
}

/** Opens the database of `dataDir` in WAL mode and applies pending migrations. */
export function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(databaseFile(dataDir));
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
    PRAGMA cache_size = -65536;
    PRAGMA temp_store = MEMORY;
  `);
  migrate(db);
  return db;
}
