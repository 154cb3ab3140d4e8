import { PageHeader, useTranslation } from '@atrium/ui';
import styled from 'styled-components';
import { ContentPanel } from './ContentPanel';

const StartingLine = styled.p`
  margin: 0;
  min-height: 160px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The empty page a new screen starts from: a title and one widget-like panel, ready for content. */
export default function BlankPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Blank Page')} subtitle={t('Start from here')} />
      <ContentPanel title={t('New widget')}>
        <StartingLine>
          {t('This page has no content yet. Replace this panel with the widgets of your new screen.')}
        </StartingLine>
      </ContentPanel>
    </>
  );
}
