import { Breadcrumbs, useTranslation } from '@atrium/ui';
import { breadcrumbTrail } from '../menu';
import { homePath } from '../routes';
import { useRouteTable } from '../routeTable';
import { RouterLink } from './RouterLink';

/** The ribbon under the header: Home plus the titles of the current page and its group. */
export function ShellRibbon({ activePath }: { activePath: string }) {
  const { t } = useTranslation();
  const trail = breadcrumbTrail(activePath, useRouteTable());
  const items = trail.map((title, index) => ({
    key: `${index}-${title}`,
    label: t(title),
    href: index === 0 ? homePath() : undefined,
  }));
  return (
    <Breadcrumbs
      items={items}
      appearance="inverse"
      linkComponent={RouterLink}
      aria-label={t('Breadcrumbs')}
    />
  );
}
