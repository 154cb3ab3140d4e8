import { useState } from 'react';
import { ActivitiesDropdown, useTranslation } from '@atrium/ui';
import { useActivityItems, useActivityTypes } from '../api/resources';

/** The header's activities: a tab per type from `activity.json`, items from `activity-{type}.json`. */
export function ShellActivities() {
  const { t } = useTranslation();
  const types = useActivityTypes();
  const [selectedType, setSelectedType] = useState<string>();
  const type = selectedType ?? types.data?.[0]?.type;
  const items = useActivityItems(type);
  if (!types.data || types.data.length === 0) return null;
  return (
    <ActivitiesDropdown
      types={types.data.map((item) => ({ ...item, title: t(item.title) }))}
      selectedType={type}
      onSelectedTypeChange={setSelectedType}
      items={items.data}
      isLoading={items.isPending}
      error={items.error}
      onRefresh={() => Promise.all([types.refetch(), items.refetch()])}
      triggerLabel={(count) => t('Activities, {count} new', { count })}
    />
  );
}
