// A data folder: its database, seeded on first use, and its rendered files.
import { rmSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { clearFileCache } from '../files/pdf-store.ts';
import { isSeeded, seedDatabase } from '../seed/seed-database.ts';
import type { SeedOptions, SeedSummary } from '../seed/seed-database.ts';
import { databaseFile, openDatabase } from './open-database.ts';

/**
 * Opens the database of `dataDir`, creating and seeding it (with `seed`) when it is new or
 * empty; a database seeded before is opened as it is.
 */
export function openSeededDatabase(
  dataDir: string,
  seed: SeedOptions = {},
): {
  db: DatabaseSync;
  seeded: SeedSummary | null;
} {
  const db = openDatabase(dataDir);
  if (isSeeded(db)) return { db, seeded: null };
  clearFileCache(dataDir);
  return { db, seeded: seedDatabase(db, seed) };
}

/** Replaces the database of `dataDir` with a fresh seed (and drops the rendered files). */
export function reseed(dataDir: string, options: SeedOptions): SeedSummary {
  const file = databaseFile(dataDir);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  clearFileCache(dataDir);
  const db = openDatabase(dataDir);
  try {
    const summary = seedDatabase(db, options);
    db.exec('PRAGMA optimize');
    return summary;
  } finally {
    db.close();
  }
}
