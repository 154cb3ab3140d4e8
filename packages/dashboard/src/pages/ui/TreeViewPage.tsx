import { Icon, PageHeader, Tree, Widget, useTranslation } from '@atrium/ui';
import { faDesktop, faSitemap, faTableList } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { DemoColumns } from './DemoColumns';
import { organizingTree, simpleTree } from './treeViewDemo';

const Hint = styled.p`
  margin-block: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Tree view demos: a work log by week and day, and an organisation chart; branches open on click or key. */
export default function TreeViewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('UI Elements')} subtitle={t('Tree View')} icon={<Icon icon={faDesktop} />} />
      <DemoColumns>
        <Widget defaultTitle={t('Organizing view')} icon={<Icon icon={faTableList} />}>
          <Hint dir="auto">{t('Click a week or a day to open or close it; arrow keys walk the tree.')}</Hint>
          <Tree items={organizingTree} aria-label={t('Work log by week and day')} />
        </Widget>
        <Widget defaultTitle={t('Simple view')} icon={<Icon icon={faSitemap} />}>
          <Tree items={simpleTree} aria-label={t('Organisation chart')} />
        </Widget>
      </DemoColumns>
    </>
  );
}
