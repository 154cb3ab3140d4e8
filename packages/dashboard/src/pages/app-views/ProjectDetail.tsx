import { DataGridDetailList, type Translate } from '@atrium/ui';
import type { Project } from '../../api/resourceDefinitions';
import type { ProjectFormats } from './projectColumns';
import { ContactNames } from './ProjectsPage.styles';

/** A project's child row: what it is about, who works on it, its budget and its dates. */
export function ProjectDetail({
  project,
  t,
  formats,
}: {
  project: Project;
  t: Translate;
  formats: ProjectFormats;
}) {
  return (
    <DataGridDetailList
      items={[
        { id: 'description', label: t('Description'), value: project.description },
        {
          id: 'contacts',
          label: t('Team'),
          value: (
            <ContactNames>
              {(project.contacts ?? []).map((contact) => (
                <li key={contact.name}>{contact.name}</li>
              ))}
            </ContactNames>
          ),
        },
        {
          id: 'budget',
          label: t('Budget'),
          value: project.budget === undefined ? t('No budget was locked in') : formats.money(project.budget),
        },
        {
          id: 'dates',
          label: t('Dates'),
          value:
            project.starts && project.ends
              ? t('{start} to {end}', {
                  start: formats.date(project.starts),
                  end: formats.date(project.ends),
                })
              : '',
        },
      ]}
    />
  );
}
