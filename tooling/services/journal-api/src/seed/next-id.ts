// Ids are assigned by the seed: search keys are built from them before the row is inserted.
import type { DatabaseSync } from 'node:sqlite';

const idColumns = {
  papers: 'paper_id',
  conference_papers: 'id',
  theses: 'id',
} as const;

/** The id after the largest one of `table`. */
export function nextId(db: DatabaseSync, table: keyof typeof idColumns): number {
  const column = idColumns[table];
  const row = db.prepare(`SELECT coalesce(max(${column}), 0) + 1 AS next FROM ${table}`).get() as {
    next: number;
  };
  return row.next;
}
