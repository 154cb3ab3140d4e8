import { useId } from 'react';
import { stateColors, useTranslation, type StateColor } from '@atrium/ui';
import styled, { css } from 'styled-components';
import { SampleHeading, Stack } from './showcase.styles';

type WellSize = 'sm' | 'md' | 'lg';
const wellPadding: Record<WellSize, 'sm' | 'lg' | 'xl'> = { sm: 'sm', md: 'lg', lg: 'xl' };

const Well = styled.div<{ $size: WellSize }>`
  padding: ${({ theme, $size }) => theme.space[wellPadding[$size]]};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: inset 0 1px 1px rgba(0, 0, 0, 0.05);
`;

const Panel = styled.section<{ $state?: StateColor }>`
  border: 1px solid ${({ theme, $state }) => ($state ? stateColors(theme, $state).fill : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const PanelHeading = styled.h4<{ $state?: StateColor }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  ${({ theme, $state }) => {
    if (!$state) {
      return css`
        color: ${theme.colors.text};
        background: ${theme.colors.surfaceMuted};
        border-block-end: 1px solid ${theme.colors.border};
      `;
    }
    const { fill, on } = stateColors(theme, $state);
    return css`
      color: ${on};
      background: ${fill};
    `;
  }}
`;

const PanelBody = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

const PanelGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;

function DemoPanel({ title, state, children }: { title: string; state?: StateColor; children: string }) {
  const headingId = useId();
  return (
    <Panel $state={state} aria-labelledby={headingId}>
      <PanelHeading id={headingId} $state={state}>
        {title}
      </PanelHeading>
      <PanelBody>{children}</PanelBody>
    </Panel>
  );
}

const panelStates: ReadonlyArray<{ title: string; state?: StateColor }> = [
  { title: 'Default panel' },
  { title: 'Primary panel', state: 'primary' },
  { title: 'Success panel', state: 'success' },
  { title: 'Info panel', state: 'info' },
  { title: 'Warning panel', state: 'warning' },
  { title: 'Danger panel', state: 'danger' },
];

/** Wells (sunken boxes in three paddings) and panels (a heading over a body) in each state colour. */
export function WellsAndPanels() {
  const { t } = useTranslation();
  return (
    <>
      <SampleHeading>{t('Wells')}</SampleHeading>
      <Stack>
        <Well $size="lg">{t('A large well: room around text that needs to stand apart from the page.')}</Well>
        <Well $size="md">{t('A well: a sunken box that sets a note apart.')}</Well>
        <Well $size="sm">{t('A small well, for short asides.')}</Well>
      </Stack>
      <SampleHeading>{t('Panels')}</SampleHeading>
      <PanelGrid>
        {panelStates.map(({ title, state }) => (
          <DemoPanel key={title} title={t(title)} state={state}>
            {t('Panel content sits in a padded body under the heading.')}
          </DemoPanel>
        ))}
      </PanelGrid>
    </>
  );
}
