import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';

/** A column of a {@link ChartDataTable}. */
export interface ChartDataColumn {
  key: string;
  label: string;
}

/** Props of {@link ChartDataTable}. */
export interface ChartDataTableProps {
  caption: string;
  columns: readonly ChartDataColumn[];
  /** One object per row, keyed by column key; the first column is the row header. */
  rows: readonly Record<string, ReactNode>[];
}

/** The chart's data as a real table that only screen readers see, so the numbers are reachable by keyboard. */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {columns.map((column, columnIndex) =>
                columnIndex === 0 ? (
                  <th key={column.key} scope="row">
                    {row[column.key]}
                  </th>
                ) : (
                  <td key={column.key}>{row[column.key]}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
