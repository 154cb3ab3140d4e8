import { useTheme } from 'styled-components';
import {
  BarSparkline,
  Label,
  LineSparkline,
  ProgressBar,
  Switch,
  barRowWidth,
  sparklineDefaults,
  type DataGridColumn,
  type Translate,
} from '@atrium/ui';
import type { Project, ProjectStatus } from '../../api/resourceDefinitions';
import {
  Avatar,
  AvatarRow,
  ChartStack,
  DateText,
  EndDate,
  EstCell,
  ProjectBudget,
  ProjectName,
  ProjectPhase,
} from './ProjectsPage.styles';

type LabelVariant = 'default' | 'success' | 'warning';
type EstVariant = 'danger' | 'warning' | 'primary' | 'success';

/** The words and colour of each status; the word is on the label, so colour is never the only cue. */
const statuses: Record<ProjectStatus, { text: string; variant: LabelVariant }> = {
  active: { text: 'Active', variant: 'success' },
  'on-hold': { text: 'On hold', variant: 'warning' },
  inactive: { text: 'Inactive', variant: 'default' },
};

/** The English name and label colour of a status; a project without one reads as inactive. */
export function projectStatus(status: ProjectStatus | undefined) {
  return statuses[status ?? 'inactive'];
}

/** The colour of a progress bar: red while barely started, amber under half, blue past it, green when done. */
export function estVariant(percent: number): EstVariant {
  if (percent >= 100) return 'success';
  if (percent >= 50) return 'primary';
  return percent >= 25 ? 'warning' : 'danger';
}

/** "Phase 2: Beta testing" as its phase and title, so the phase can stand out; other names have no phase. */
export function splitPhase(name: string): { phase?: string; title: string } {
  const match = /^(Phase \d+):\s*(.+)$/.exec(name);
  return match ? { phase: match[1], title: match[2]! } : { title: name };
}

/** Booked hours as a share of planned hours over every period, in whole percent; 0 with nothing planned. */
export function shareOfPlan(series: Project['target-actual']): number {
  const sum = (values: readonly number[] = []) => values.reduce((total, value) => total + value, 0);
  const planned = sum(series?.target);
  return planned > 0 ? Math.round((sum(series?.actual) / planned) * 100) : 0;
}

/** Ways the page shows amounts and dates in the reader's language. */
export interface ProjectFormats {
  money: (amount: number) => string;
  /** An ISO 8601 date as the reader writes dates. */
  date: (isoDate: string) => string;
}

/** A project's budget line: its amount, or that none was agreed. */
export function budgetText(project: Project, t: Translate, formats: ProjectFormats): string {
  return project.budget === undefined
    ? t('No budget was locked in')
    : t('Budget: {amount}', { amount: formats.money(project.budget) });
}

function TargetActualChart({ project, t }: { project: Project; t: Translate }) {
  const theme = useTheme();
  const { target = [], actual = [] } = project['target-actual'] ?? {};
  const width = barRowWidth(target.length, sparklineDefaults.barWidth, sparklineDefaults.barSpacing);
  return (
    <ChartStack>
      <BarSparkline values={target} label={t('Target')} color={theme.colors.borderStrong} />
      <LineSparkline values={actual} label={t('Actual')} width={width} height={sparklineDefaults.barHeight} />
    </ChartStack>
  );
}

/**
 * The projects grid's columns. The least needed fold into each row's details below tablet width, the rest but
 * the name below phone width. `onTrackerChange` saves a flip of a project's time-tracking switch.
 */
export function projectColumns(
  t: Translate,
  formats: ProjectFormats,
  onTrackerChange: (project: Project, isOn: boolean) => void,
): DataGridColumn<Project>[] {
  return [
    {
      id: 'name',
      header: t('Projects'),
      value: (row) => row.name,
      isHideable: false,
      cell: (row) => {
        const { phase, title } = splitPhase(row.name);
        return (
          <>
            <ProjectName>
              {phase && <ProjectPhase>{phase}: </ProjectPhase>}
              {title}
            </ProjectName>
            <ProjectBudget>{budgetText(row, t, formats)}</ProjectBudget>
          </>
        );
      },
    },
    {
      id: 'est',
      header: t('EST'),
      value: (row) => row.est ?? 0,
      collapseBelow: 'phone',
      cell: (row) => (
        <EstCell>
          <ProgressBar
            aria-label={t('Progress of {project}', { project: row.name })}
            value={row.est ?? 0}
            valueLabel={row.est === 100 ? t('{percent}% complete', { percent: 100 }) : undefined}
            variant={estVariant(row.est ?? 0)}
            size="thin"
          />
        </EstCell>
      ),
    },
    {
      id: 'contacts',
      header: t('Contacts'),
      value: (row) => (row.contacts ?? []).map((contact) => contact.name).join(', '),
      isSortable: false,
      collapseBelow: 'tablet',
      cell: (row) => (
        <AvatarRow>
          {(row.contacts ?? []).map((contact) => (
            <li key={contact.name}>
              <Avatar src={contact.picture} alt={contact.name} title={contact.name} />
            </li>
          ))}
        </AvatarRow>
      ),
    },
    {
      id: 'status',
      header: t('Status'),
      value: (row) => t(projectStatus(row.status).text),
      collapseBelow: 'phone',
      cell: (row) => {
        const { text, variant } = projectStatus(row.status);
        return <Label variant={variant}>{t(text)}</Label>;
      },
    },
    {
      id: 'target-actual',
      header: t('Target / Actual'),
      value: (row) => shareOfPlan(row['target-actual']),
      collapseBelow: 'tablet',
      isExported: false,
      cell: (row) => <TargetActualChart project={row} t={t} />,
    },
    {
      id: 'starts',
      header: t('Starts'),
      value: (row) => (row.starts ? formats.date(row.starts) : ''),
      sortValue: (row) => row.starts ?? '',
      collapseBelow: 'tablet',
      cell: (row) => row.starts && <DateText>{formats.date(row.starts)}</DateText>,
    },
    {
      id: 'ends',
      header: t('Ends'),
      value: (row) => (row.ends ? formats.date(row.ends) : ''),
      sortValue: (row) => row.ends ?? '',
      collapseBelow: 'tablet',
      cell: (row) => row.ends && <EndDate>{formats.date(row.ends)}</EndDate>,
    },
    {
      id: 'tracker',
      header: t('Tracker'),
      value: (row) => (row.tracker ? t('ON') : t('OFF')),
      collapseBelow: 'phone',
      cell: (row) => (
        <Switch
          aria-label={t('Time tracking for {project}', { project: row.name })}
          isSelected={row.tracker ?? false}
          onChange={(isOn) => onTrackerChange(row, isOn)}
          onText={t('ON')}
          offText={t('OFF')}
        />
      ),
    },
  ];
}
