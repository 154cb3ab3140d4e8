import { Fragment, type ReactNode } from 'react';
import { DetailList } from './DataGridRowDetail.styles';

/** One field of a {@link DataGridDetailList}: its label and what it holds. */
export interface DataGridDetailItem {
  /** Stable key of the field among its list. */
  id: string;
  label: ReactNode;
  value: ReactNode;
}

/** Props of {@link DataGridDetailList}. */
export interface DataGridDetailListProps {
  items: readonly DataGridDetailItem[];
  className?: string;
}

/**
 * A row's fields as a label and value list (`<dl>`), labels in one column and values beside them: what a data
 * grid shows for its collapsed columns, for an app's own `renderRowDetail` to match. Long values wrap.
 */
export function DataGridDetailList({ items, className }: DataGridDetailListProps) {
  return (
    <DetailList className={className}>
      {items.map(({ id, label, value }) => (
        <Fragment key={id}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </DetailList>
  );
}
