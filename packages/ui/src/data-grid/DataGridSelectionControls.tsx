import { useState, type FormEvent } from 'react';
import { Button } from '../button';
import { useTranslation } from '../i18n';
import { TextField } from '../text-field';
import { Bar, Report, RowSlot } from './DataGridSelectionControls.styles';

/** Words of {@link DataGridSelectionControls}. */
export interface DataGridSelectionControlsLabels {
  showSelected: string;
  /** What "Show selected rows" reports, e.g. "Selected rows: 3, 13". */
  selectedList: (ids: readonly string[]) => string;
  rowNumber: string;
  toggleRow: string;
  /** Said when the typed row is not in the grid, e.g. "There is no row 99.". */
  noSuchRow: (row: string) => string;
}

/** Props of {@link DataGridSelectionControls}. */
export interface DataGridSelectionControlsProps {
  /** Ids of every row the grid holds, so a row that is not there is refused with a message. */
  rowIds: readonly string[];
  selectedRowIds: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  /** The row the number box starts with. */
  defaultRow?: string;
  labels?: Partial<DataGridSelectionControlsLabels>;
  className?: string;
}

/**
 * The controls under a selectable grid that report the selected rows and select or unselect a row by its
 * number, as grid demos offer them. Works with the grid's `selectedRowIds` and `onSelectionChange`.
 */
export function DataGridSelectionControls({
  rowIds,
  selectedRowIds,
  onSelectionChange,
  defaultRow = '',
  labels: overrides,
  className,
}: DataGridSelectionControlsProps) {
  const { t } = useTranslation();
  const labels: DataGridSelectionControlsLabels = {
    showSelected: t('Show selected rows'),
    selectedList: (ids) =>
      ids.length === 0 ? t('No rows selected') : t('Selected rows: {ids}', { ids: ids.join(', ') }),
    rowNumber: t('Row number'),
    toggleRow: t('Select (unselect) row'),
    noSuchRow: (row) => t('There is no row {row}.', { row }),
    ...overrides,
  };
  const [row, setRow] = useState(defaultRow);
  const [report, setReport] = useState<{ text: string; isError: boolean }>({ text: '', isError: false });

  const toggle = (event: FormEvent) => {
    event.preventDefault();
    const id = row.trim();
    if (!rowIds.includes(id)) {
      setReport({ text: labels.noSuchRow(id), isError: true });
      return;
    }
    setReport({ text: '', isError: false });
    onSelectionChange(
      selectedRowIds.includes(id)
        ? selectedRowIds.filter((selected) => selected !== id)
        : [...selectedRowIds, id],
    );
  };

  return (
    <Bar className={className} onSubmit={toggle}>
      <Button onPress={() => setReport({ text: labels.selectedList(selectedRowIds), isError: false })}>
        {labels.showSelected}
      </Button>
      <RowSlot>
        <TextField label={labels.rowNumber} value={row} onChange={setRow} inputMode="numeric" />
      </RowSlot>
      <Button type="submit">{labels.toggleRow}</Button>
      <Report role="status" $isError={report.isError}>
        {report.text}
      </Report>
    </Bar>
  );
}
