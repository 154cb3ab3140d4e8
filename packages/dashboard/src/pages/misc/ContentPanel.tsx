import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  margin-block-end: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-end-width: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  min-height: 34px;
  padding-inline: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.widgetHeader.text};
  background: ${({ theme }) => theme.colors.widgetHeader.background};
  border-block-end: 1px solid ${({ theme }) => theme.colors.widgetHeader.border};
  border-start-start-radius: inherit;
  border-start-end-radius: inherit;
`;

const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

const PanelBody = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

/** Props of {@link ContentPanel}. */
export interface ContentPanelProps {
  /** Text of the panel's header, an `<h2>` that also names the region. */
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A widget-like box of the content area: a 34 px header with its title over a bordered white body. */
export function ContentPanel({ title, children, className }: ContentPanelProps) {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} className={className}>
      <PanelHeader>
        <PanelTitle id={titleId}>{title}</PanelTitle>
      </PanelHeader>
      <PanelBody>{children}</PanelBody>
    </Panel>
  );
}
