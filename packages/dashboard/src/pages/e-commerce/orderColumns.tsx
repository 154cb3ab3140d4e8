import { Label, type DataGridColumn } from '@atrium/ui';
import type { Order } from '../../api/resourceDefinitions';

type LabelVariant = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

/** Colour of each order status; the label's text names the status, so colour is never the only cue. */
const statusVariants: Record<string, LabelVariant> = {
  Pending: 'warning',
  Processing: 'info',
  Shipped: 'primary',
  Delivered: 'success',
  Refunded: 'default',
  Cancelled: 'danger',
};

/** The colour of a status label; statuses the demo does not know show in neutral grey. */
export function orderStatusVariant(status: string | undefined): LabelVariant {
  return statusVariants[status ?? ''] ?? 'default';
}

/** Prices as they are stored: a number, or text a server sent, shown as US dollars. */
export function orderPrice(basePrice: Order['basePrice']): number {
  return typeof basePrice === 'number' ? basePrice : Number.parseFloat(basePrice);
}

/** The orders table's columns, headings and statuses passed through the translator. */
export function orderColumns(t: (text: string) => string, formatPrice: (price: number) => string) {
  const columns: DataGridColumn<Order>[] = [
    { id: 'orderId', header: t('Order ID'), value: (row) => row.orderId, isHideable: false },
    { id: 'customerId', header: t('Cust ID / Phn'), value: (row) => row.customerId },
    { id: 'purchase', header: t('Purchase'), value: (row) => row.purchase },
    { id: 'delivery', header: t('Delivery'), value: (row) => row.delivery },
    {
      id: 'basePrice',
      header: t('Base Price'),
      value: (row) => orderPrice(row.basePrice),
      cell: (row) =>
        Number.isNaN(orderPrice(row.basePrice))
          ? String(row.basePrice)
          : formatPrice(orderPrice(row.basePrice)),
      align: 'end',
    },
    { id: 'postalZip', header: t('Postal/Zip'), value: (row) => row.postalZip },
    {
      id: 'status',
      header: t('Status'),
      value: (row) => row.status,
      cell: (row) =>
        row.status ? <Label variant={orderStatusVariant(row.status)}>{t(row.status)}</Label> : null,
    },
  ];
  return columns;
}
