import { useMemo } from 'react';
import styled from 'styled-components';
import { Icon, PageHeader, Skeleton, Timeline, useTranslation } from '@atrium/ui';
import { faTimeline } from '@fortawesome/free-solid-svg-icons';
import { timelineEventResource } from '../../api/appViewResources';
import { useResourceList } from '../../data/useResource';
import { ContentPanel } from '../misc/ContentPanel';
import { timelineEvents } from './timelineEvents';

const newestFirst = { sort: { field: 'at', order: 'desc' } } as const;

const Column = styled.div`
  max-width: 880px;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** App Views › Timeline: what the team did over the last days, newest first, under a label for each day. */
export default function TimelinePage() {
  const { t, locale } = useTranslation();
  const list = useResourceList(timelineEventResource, newestFirst);
  const events = useMemo(() => timelineEvents(list.data?.records ?? [], locale), [list.data, locale]);
  return (
    <>
      <PageHeader title={t('App Views')} subtitle={t('Timeline')} icon={<Icon icon={faTimeline} />} />
      <ContentPanel title={t('Team timeline')}>
        <Column>
          {list.isError ? (
            <Problem role="alert">{t('The timeline could not be loaded.')}</Problem>
          ) : list.isPending ? (
            <Skeleton variant="rectangle" height="70vh" />
          ) : (
            <Timeline events={events} label={t('Team timeline')} />
          )}
        </Column>
      </ContentPanel>
    </>
  );
}
