import { useMemo } from 'react';
import { DataGrid, Icon, PageHeader, useTranslation } from '@atrium/ui';
import { faCartShopping } from '@fortawesome/free-solid-svg-icons';
import { orderResource, type Order } from '../../api/resourceDefinitions';
import { useResourceList } from '../../data/useResource';
import { ContentPanel } from '../misc/ContentPanel';
import { orderColumns } from './orderColumns';

const byCustomer = [{ id: 'customerId', desc: false }];
const pageSizes = [15, 30, 50, 100];
const orderId = (order: Order) => String(order.orderId);
const noOrders: Order[] = [];
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** E-Commerce › Orders: every order with its status as a coloured label, 15 a page by customer. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const list = useResourceList(orderResource);
  const columns = useMemo(() => orderColumns(t, (price) => dollars.format(price)), [t]);
  return (
    <>
      <PageHeader title={t('E-Commerce')} subtitle={t('Orders')} icon={<Icon icon={faCartShopping} />} />
      <ContentPanel title={t('Orders')}>
        <DataGrid
          label={t('Orders')}
          rows={list.data?.records ?? noOrders}
          columns={columns}
          getRowId={orderId}
          initialSort={byCustomer}
          pageSizeOptions={pageSizes}
          isLoading={list.isPending}
          error={list.isError ? t('The orders could not be loaded.') : undefined}
          showColumnFilters
        />
      </ContentPanel>
    </>
  );
}
