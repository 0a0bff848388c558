import { useId } from 'react';
import type { ReactNode } from 'react';
import { Caption, HiddenCaption, ScrollRegion, StyledTable } from './Table.styles.ts';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** The cell content; default `row[key]`. */
  render?: (row: Row) => ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Mark the column whose cells name their row (rendered as row headers). */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** What the table shows; read first by screen readers. */
  caption: ReactNode;
  /** Keep the caption for screen readers only. */
  hideCaption?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  getRowKey: (row: Row, index: number) => string | number;
}

/**
 * A data table that scrolls sideways inside its own region on narrow screens (the region is
 * focusable so keyboard users can scroll it too).
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
}: TableProps<Row>) {
  const captionId = useId();
  const TableCaption = hideCaption ? HiddenCaption : Caption;
  return (
    <ScrollRegion role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable>
        <TableCaption id={captionId}>{caption}</TableCaption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={{ textAlign: column.align ?? 'start' }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={getRowKey(row, index)}>
              {columns.map((column) => {
                const content = column.render
                  ? column.render(row)
                  : ((row as Record<string, ReactNode>)[column.key] ?? null);
                const style = { textAlign: column.align ?? 'start' } as const;
                return column.rowHeader ? (
                  <th key={column.key} scope="row" style={style}>
                    {content}
                  </th>
                ) : (
                  <td key={column.key} style={style}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </ScrollRegion>
  );
}
