import { Icon, Label, type TagVariant, type TreeItem } from '@atrium/ui';
import {
  faCalendarDays,
  faClock,
  faFolderOpen,
  faUser,
  faUsers,
  type IconDefinition,
} from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';

const Hours = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  flex-shrink: 0;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** A logged task: its hours and what was done. */
function taskNode(id: string, hours: string, task: string): TreeItem {
  return {
    id,
    textValue: `${hours} ${task}`,
    content: (
      <>
        <Hours>
          <Icon icon={faClock} />
          {hours}
        </Hours>
        <span>–</span>
        <span>{task}</span>
      </>
    ),
  };
}

/** A day of the log: a coloured label with its total, its tasks under it. */
function dayNode(id: string, day: string, variant: TagVariant, tasks: TreeItem[], expanded = true): TreeItem {
  const total = tasks.reduce((sum, task) => sum + Number.parseFloat(task.textValue ?? '0'), 0).toFixed(2);
  const text = `${day}: ${total} hours`;
  return { id, textValue: text, expanded, children: tasks, content: <Label variant={variant}>{text}</Label> };
}

/** A node drawn as an icon before its text; type-ahead matches the text. */
function iconNode(
  id: string,
  icon: IconDefinition,
  text: string,
  branch?: Pick<TreeItem, 'children' | 'expanded'>,
): TreeItem {
  return {
    id,
    textValue: text,
    ...branch,
    content: (
      <>
        <Icon icon={icon} />
        {text}
      </>
    ),
  };
}

/** A week of logged work grouped by day, as a time-tracking tool would organise it. */
export const organizingTree: readonly TreeItem[] = [
  iconNode('week-2', faCalendarDays, 'Week 2', {
    expanded: true,
    children: [
      dayNode('mon', 'Monday, January 12', 'success', [
        taskNode('mon-1', '3.50', 'Reworked the stylesheet for narrow screens'),
        taskNode('mon-2', '4.50', 'Reviewed the invoice export'),
      ]),
      dayNode('tue', 'Tuesday, January 13', 'success', [
        taskNode('tue-1', '6.00', 'Altered the search index code'),
        taskNode('tue-2', '2.00', 'Simplified the sign-in flow'),
      ]),
      dayNode(
        'wed',
        'Wednesday, January 14',
        'warning',
        [
          taskNode('wed-1', '3.00', 'Fixed a bug in the date picker'),
          taskNode('wed-2', '3.00', 'Committed the latest release notes'),
        ],
        false,
      ),
      dayNode('thu', 'Thursday, January 15', 'danger', [
        taskNode('thu-1', '2.00', 'Created the chart component'),
      ]),
    ],
  }),
  iconNode('week-3', faCalendarDays, 'Week 3', {
    children: [
      dayNode('mon-3', 'Monday, January 19', 'info', [
        taskNode('mon-3-1', '8.00', 'Planned the next sprint'),
      ]),
    ],
  }),
];

const person = (id: string, name: string) => iconNode(id, faUser, name);
const team = (id: string, name: string, children: TreeItem[], expanded: boolean) =>
  iconNode(id, faUsers, name, { children, expanded });

/** An organisation chart several levels deep, some branches open and some closed. */
export const simpleTree: readonly TreeItem[] = [
  iconNode('parent', faFolderOpen, 'Parent', {
    expanded: true,
    children: [
      team(
        'administrators',
        'Administrators',
        [
          person('admin-michael', 'Michael Jackson'),
          person('admin-sunny', 'Sunny Ahmed'),
          person('admin-jackie', 'Jackie Chan'),
        ],
        true,
      ),
      person('michael', 'Michael Jackson'),
      person('sunny', 'Sunny Ahmed'),
      person('jackie', 'Jackie Chan'),
      team(
        'child',
        'Child',
        [
          { id: 'grand-1', content: 'Grand Child' },
          { id: 'grand-2', content: 'Grand Child' },
          {
            id: 'grand-3',
            content: 'Grand Child',
            children: [
              {
                id: 'great-1',
                content: 'Great Grand Child',
                children: [
                  { id: 'great-great-1', content: 'Great great Grand Child' },
                  { id: 'great-great-2', content: 'Great great Grand Child' },
                ],
              },
              { id: 'great-2', content: 'Great Grand Child' },
            ],
          },
        ],
        true,
      ),
    ],
  }),
];
