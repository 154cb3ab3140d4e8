import styled, { css } from 'styled-components';
import { TabPanel } from '../tabs';

export const TabStrip = styled.div`
  padding-block-start: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.sm};
`;

const scrollArea = css`
  block-size: 300px;
  max-block-size: 50vh;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const ScrollPanel = styled(TabPanel)`
  ${scrollArea}
`;

/** The body when there are no activity types, so no tabs. */
export const PlainBody = styled.div`
  ${scrollArea}
`;

export const Message = styled.div`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space.sm};
  block-size: 100%;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  & > p {
    margin: 0;
  }

  & > svg {
    font-size: ${({ theme }) => theme.typography.size.display};
  }
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;
