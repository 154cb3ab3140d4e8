import { SafeHtml } from '@atrium/ui';
import styled from 'styled-components';

export const Article = styled.article`
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Subject = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  overflow-wrap: anywhere;
`;

export const Chip = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space.sm};
  padding: 1px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-transform: uppercase;
  vertical-align: middle;
`;

export const Sender = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space.sm};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  & > span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Body = styled(SafeHtml)`
  padding-block: ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
  & img {
    max-inline-size: 100%;
  }
  & a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export const Notices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

export const Attachments = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0 0;
  list-style: none;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    min-inline-size: 140px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  & a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.link};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;
