import { useNavigate } from 'react-router';
import { RecentProjectsMenu, useTranslation } from '@atrium/ui';
import { useRecentProjects } from '../api/resources';
import { routeAt } from '../routes';

/** The header's recent projects (`projects.json`); projects whose page is not in this dashboard are left out. */
export function ShellRecentProjects() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projects = useRecentProjects();
  if (!projects.data) return null;
  return (
    <RecentProjectsMenu
      projects={projects.data.filter((project) => routeAt(project.href))}
      onOpenProject={(href) => navigate(href)}
      labels={{
        caption: t('Projects:'),
        trigger: t('Recent projects'),
        clear: t('Clear projects'),
        empty: t('No recent projects'),
      }}
    />
  );
}
