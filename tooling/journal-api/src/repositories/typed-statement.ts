// Prepared statements with typed rows. node:sqlite returns loosely typed records; each query
// states the row shape it selects, once, here.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

export interface TypedStatement<Row> {
  get(...params: SQLInputValue[]): Row | undefined;
  all(...params: SQLInputValue[]): Row[];
}

export function typedStatement<Row>(db: DatabaseSync, sql: string): TypedStatement<Row> {
  const statement: StatementSync = db.prepare(sql);
  return {
    get: (...params) => statement.get(...params) as Row | undefined,
    all: (...params) => statement.all(...params) as Row[],
  };
}

export interface CountRow {
  total: number;
}
