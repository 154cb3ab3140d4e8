import { useCallback, useMemo } from 'react';
import { DataGrid, Icon, PageHeader, useTranslation } from '@atrium/ui';
import { faPuzzlePiece } from '@fortawesome/free-solid-svg-icons';
import { projectResource, type Project } from '../../api/resourceDefinitions';
import { useResourceList, useResourceMutations } from '../../data/useResource';
import { ContentPanel } from '../misc/ContentPanel';
import { ProjectDetail } from './ProjectDetail';
import { projectColumns, type ProjectFormats } from './projectColumns';

const byName = [{ id: 'name', desc: false }];
const pageSizes = [15, 30, 50];
const projectId = (project: Project) => String(project.id);
const projectName = (project: Project) => project.name;
const noProjects: Project[] = [];

/** The reader's money and date formats; dates are calendar days, so they are read and shown in UTC. */
function useProjectFormats(locale: string): ProjectFormats {
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      money: (amount) => money.format(amount),
      date: (isoDate) => date.format(new Date(`${isoDate}T00:00:00Z`)),
    };
  }, [locale]);
}

/**
 * App Views › Projects: the agency's projects, 15 a page by name, with progress, team, status, planned against
 * booked hours and a time-tracking switch that saves at once; each row opens its description and dates.
 */
export default function ProjectsPage() {
  const { t, locale } = useTranslation();
  const list = useResourceList(projectResource);
  const { update } = useResourceMutations(projectResource);
  const formats = useProjectFormats(locale);
  const { mutate } = update;
  const setTracker = useCallback(
    (project: Project, isOn: boolean) => mutate({ id: projectId(project), changes: { tracker: isOn } }),
    [mutate],
  );
  const columns = useMemo(() => projectColumns(t, formats, setTracker), [t, formats, setTracker]);
  return (
    <>
      <PageHeader title={t('App Views')} subtitle={t('Projects')} icon={<Icon icon={faPuzzlePiece} />} />
      <ContentPanel title={t('Projects')}>
        <DataGrid
          label={t('Projects')}
          rows={list.data?.records ?? noProjects}
          columns={columns}
          getRowId={projectId}
          rowLabel={projectName}
          initialSort={byName}
          pageSizeOptions={pageSizes}
          isLoading={list.isPending}
          error={list.isError ? t('The projects could not be loaded.') : undefined}
          renderRowDetail={(project) => <ProjectDetail project={project} t={t} formats={formats} />}
        />
      </ContentPanel>
    </>
  );
}
