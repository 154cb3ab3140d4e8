import type { DataGridBreakpoint, DataGridColumn } from '@atrium/ui';
import type { TableRow } from '../../api/resourceDefinitions';

/** "03/04/14" (month/day/year, as the demo data writes dates) as "2014-03-04", which sorts by time. */
export function sortableUsDate(date: string | undefined): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(date ?? '');
  return match ? `20${match[3]}-${match[1]}-${match[2]}` : '';
}

/** The data tables demo's columns, headings passed through the translator. */
export function tableRowColumns(t: (text: string) => string): DataGridColumn<TableRow>[] {
  return [
    { id: 'id', header: t('ID'), value: (row) => row.id, align: 'end', isHideable: false },
    { id: 'name', header: t('Name'), value: (row) => row.name },
    { id: 'phone', header: t('Phone'), value: (row) => row.phone, isSortable: false },
    { id: 'company', header: t('Company'), value: (row) => row.company },
    { id: 'zip', header: t('Zip'), value: (row) => row.zip },
    { id: 'city', header: t('City'), value: (row) => row.city },
    { id: 'date', header: t('Date'), value: (row) => row.date, sortValue: (row) => sortableUsDate(row.date) },
  ];
}

/** Where each column folds into the row's details on a narrow grid, as the original's responsive table hides them. */
const responsiveBreakpoints: Record<string, DataGridBreakpoint> = {
  id: 'phone',
  phone: 'phone',
  zip: 'tablet',
  city: 'tablet',
  date: 'tablet',
};

/** The data tables demo's columns for its responsive grid: the less needed ones fold away on narrow screens. */
export function responsiveTableRowColumns(t: (text: string) => string): DataGridColumn<TableRow>[] {
  return tableRowColumns(t).map((column) => ({ ...column, collapseBelow: responsiveBreakpoints[column.id] }));
}

/** The child-row grid's columns: Phone, Zip and Date show in each row's details instead. */
export function childRowTableColumns(t: (text: string) => string): DataGridColumn<TableRow>[] {
  return tableRowColumns(t).filter((column) => !['phone', 'zip', 'date'].includes(column.id));
}
