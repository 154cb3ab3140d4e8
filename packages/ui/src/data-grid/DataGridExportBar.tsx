import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocale } from 'react-aria';
import { Button } from '../button';
import { PdfFontMissingError } from '../pdf-fonts';
import { ButtonGroup } from '../button-group';
import {
  downloadFile,
  exportFileName,
  toClipboardText,
  toCsv,
  toPdf,
  toXlsx,
  type DataGridExportAction,
  type DataGridPdfOptions,
  type DataGridExportTable,
} from './dataGridExport';
import { ExportStatus } from './DataGridExport.styles';
import type { DataGridLabels } from './dataGridLabels';
import { DataGridPrintView } from './DataGridPrintView';

/** Props of {@link DataGridExportBar}. */
export interface DataGridExportBarProps {
  actions: readonly DataGridExportAction[];
  /** Reads the current view when the user exports, so a large grid builds nothing until asked. */
  getTable: () => DataGridExportTable;
  labels: DataGridLabels;
  /** Fonts for PDF text beyond western European letters; see {@link DataGridProps.pdfFonts}. */
  pdfFonts: readonly string[];
}

// Excel opens a CSV file as UTF-8 only when it starts with a byte order mark; without one, accents break.
const byteOrderMark = '\uFEFF';

async function exportFile(
  action: 'csv' | 'xlsx' | 'pdf',
  table: DataGridExportTable,
  pdfOptions: DataGridPdfOptions,
) {
  const blob =
    action === 'csv'
      ? new Blob([byteOrderMark + toCsv(table)], { type: 'text/csv;charset=utf-8' })
      : action === 'xlsx'
        ? await toXlsx(table)
        : await toPdf(table, pdfOptions);
  const name = exportFileName(table.title, action);
  downloadFile(blob, name);
  return name;
}

/** The export buttons above a data grid, with a spoken line saying what each one did. */
export function DataGridExportBar({ actions, getTable, labels, pdfFonts }: DataGridExportBarProps) {
  const { direction } = useLocale();
  const [status, setStatus] = useState('');
  const [busyAction, setBusyAction] = useState<DataGridExportAction | null>(null);
  const [printTable, setPrintTable] = useState<DataGridExportTable | null>(null);

  const run = async (action: DataGridExportAction) => {
    const table = getTable();
    setBusyAction(action);
    try {
      if (action === 'print') {
        // The printout must be in the page before the dialog opens; print() returns once it closes.
        flushSync(() => setPrintTable(table));
        window.print();
        setPrintTable(null);
      } else if (action === 'copy') {
        if (!navigator.clipboard) throw new Error('No clipboard');
        await navigator.clipboard.writeText(toClipboardText(table));
        setStatus(labels.copied(table.rows.length));
      } else {
        setStatus(labels.exported(await exportFile(action, table, { fonts: pdfFonts, direction })));
      }
    } catch (error) {
      setStatus(
        action === 'copy'
          ? labels.copyFailed
          : error instanceof PdfFontMissingError
            ? labels.pdfFontMissing
            : labels.exportFailed,
      );
    } finally {
      setBusyAction(null);
    }
  };

  return (
    <>
      <ButtonGroup aria-label={labels.exportGroup}>
        {actions.map((action) => (
          <Button key={action} size="sm" isDisabled={busyAction !== null} onPress={() => void run(action)}>
            {labels.exportAction[action]}
          </Button>
        ))}
      </ButtonGroup>
      <ExportStatus role="status">{status}</ExportStatus>
      {printTable !== null && <DataGridPrintView table={printTable} />}
    </>
  );
}
