import { PageHeader, Widget, useTranslation } from '@atrium/ui';

export default function ReportsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Reports')} />
      <Widget defaultTitle={t('Monthly revenue')}>
        <p>{t('Revenue by month, from your own data.')}</p>
      </Widget>
    </>
  );
}
