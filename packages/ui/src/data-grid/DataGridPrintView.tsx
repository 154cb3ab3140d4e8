import { createPortal } from 'react-dom';
import type { DataGridExportTable } from './dataGridExport';
import {
  PrintOnlyPage,
  PrintSheet,
  PrintTable,
  PrintTitle,
  printViewAttribute,
} from './DataGridExport.styles';

/** Props of {@link DataGridPrintView}. */
export interface DataGridPrintViewProps {
  table: DataGridExportTable;
}

/**
 * The printout of a grid: every row of the current view (not just the page on screen) as a plain table, the
 * only thing on paper while it is mounted. Invisible on screen.
 */
export function DataGridPrintView({ table }: DataGridPrintViewProps) {
  return createPortal(
    <PrintSheet {...{ [printViewAttribute]: '' }}>
      <PrintOnlyPage />
      <PrintTitle>{table.title}</PrintTitle>
      <PrintTable>
        <thead>
          <tr>
            {table.headers.map((header, index) => (
              <th key={index}>{header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </PrintTable>
    </PrintSheet>,
    document.body,
  );
}
