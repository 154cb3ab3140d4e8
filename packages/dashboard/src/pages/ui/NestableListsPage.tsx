import { useId, useState } from 'react';
import { Icon, NestableList, PageHeader, Widget, useTranslation, type NestableItem } from '@atrium/ui';
import { faDesktop, faListUl } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { DemoColumns } from './DemoColumns';
import { projectTasks, releaseChecklist } from './nestableListsDemo';

const Output = styled.pre`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.sm};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.typography.mono};
  font-size: ${({ theme }) => theme.typography.size.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const OutputLabel = styled.h3`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** The structure as the original showed it: ids only, children nested. */
const structureOf = (items: readonly NestableItem[]): unknown[] =>
  items.map((item) =>
    item.children ? { id: item.id, children: structureOf(item.children) } : { id: item.id },
  );

/** One demo list in a widget, with its current structure as JSON under it. */
function NestableDemo({ title, initial }: { title: string; initial: readonly NestableItem[] }) {
  const { t } = useTranslation();
  const [items, setItems] = useState(initial);
  const outputId = useId();
  return (
    <Widget defaultTitle={title} icon={<Icon icon={faListUl} />}>
      <NestableList aria-label={title} items={items} onChange={setItems} />
      <OutputLabel id={outputId}>{t('Serialised output')}</OutputLabel>
      {/* A live region would read the whole structure after every drop; the list announces the move itself. */}
      {/* JSON reads left to right in every language. */}
      <Output aria-labelledby={outputId} tabIndex={0} dir="ltr">
        {JSON.stringify(structureOf(items))}
      </Output>
    </Widget>
  );
}

/** Nestable lists: drag entries to reorder and re-nest them; the resulting structure shows as JSON. */
export default function NestableListsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('UI Elements')} subtitle={t('Nestable Lists')} icon={<Icon icon={faDesktop} />} />
      <DemoColumns>
        <NestableDemo title={t('Project tasks')} initial={projectTasks} />
        <NestableDemo title={t('Release checklist')} initial={releaseChecklist} />
      </DemoColumns>
    </>
  );
}
