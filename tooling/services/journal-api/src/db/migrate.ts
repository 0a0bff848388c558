// Versioned SQL migrations: migrations/NNN_name.sql, applied in order, recorded in a table.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './transaction.ts';

export const migrationsDir = join(import.meta.dirname, '..', '..', 'migrations');

const migrationFilePattern = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The migrations of `dir`, ordered by version. */
export function readMigrations(dir: string = migrationsDir): Migration[] {
  return readdirSync(dir)
    .map((name) => ({ name, match: migrationFilePattern.exec(name) }))
    .filter((entry) => entry.match !== null)
    .map(({ name, match }) => ({
      version: Number(match?.[1]),
      name,
      sql: readFileSync(join(dir, name), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/** Applies every migration not yet recorded in `schema_migrations`; returns their names. */
export function migrate(db: DatabaseSync, migrations: Migration[] = readMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => Number(row.version)),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    inTransaction(db, () => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    });
    newlyApplied.push(migration.name);
  }
  return newlyApplied;
}
