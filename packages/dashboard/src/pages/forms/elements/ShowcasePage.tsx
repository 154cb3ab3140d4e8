import type { ReactNode } from 'react';
import { Icon, PageHeader, Widget, useTranslation } from '@atrium/ui';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { FormGrid } from '../FormWidget';

const Cell = styled.div<{ $isWide: boolean }>`
  grid-column: ${({ $isWide }) => ($isWide ? '1 / -1' : 'auto')};
  min-inline-size: 0;
`;

/** Props of {@link ShowcaseWidget}. */
export interface ShowcaseWidgetProps {
  /** English title, translated here. */
  title: string;
  /** Spans both columns of the page. */
  isWide?: boolean;
  children: ReactNode;
}

/** One widget of a form showcase, with the forms icon. */
export function ShowcaseWidget({ title, isWide = false, children }: ShowcaseWidgetProps) {
  const { t } = useTranslation();
  return (
    <Cell $isWide={isWide}>
      <Widget defaultTitle={t(title)} icon={<Icon icon={faPenToSquare} />}>
        {children}
      </Widget>
    </Cell>
  );
}

/** A Forms page: its heading (English subtitle, translated here) over a two-column grid of widgets. */
export function ShowcasePage({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Forms')} subtitle={t(subtitle)} icon={<Icon icon={faPenToSquare} />} />
      <FormGrid>{children}</FormGrid>
    </>
  );
}
