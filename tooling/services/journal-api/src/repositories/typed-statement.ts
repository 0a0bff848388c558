// Prepared statements with typed rows. node:sqlite hands rows back as dictionary-mode objects,
// slow to read; rows are read as arrays instead and rebuilt as plain objects of one shape per
// statement. Each query states the row shape it selects, once, here.
import type { DatabaseSync, SQLInputValue, SQLOutputValue } from 'node:sqlite';

export interface TypedStatement<Row> {
  get(...params: SQLInputValue[]): Row | undefined;
  all(...params: SQLInputValue[]): Row[];
}

export function typedStatement<Row>(db: DatabaseSync, sql: string): TypedStatement<Row> {
  const statement = db.prepare(sql);
  statement.setReturnArrays(true);
  const names = statement.columns().map((column) => column.name);
  const toRow = (values: SQLOutputValue[]): Row => {
    const row: Record<string, SQLOutputValue> = {};
    for (let index = 0; index < names.length; index += 1) {
      row[names[index] as string] = values[index] as SQLOutputValue;
    }
    return row as Row;
  };
  return {
    get(...params) {
      const values = statement.get(...params) as unknown as SQLOutputValue[] | undefined;
      return values === undefined ? undefined : toRow(values);
    },
    all(...params) {
      return (statement.all(...params) as unknown as SQLOutputValue[][]).map(toRow);
    },
  };
}

export interface CountRow {
  total: number;
}
