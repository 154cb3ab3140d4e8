import styled, { css } from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';
import type { UploadStatus } from './useFileUpload';

export const UploadRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const Zone = styled.div<{ $isDragActive: boolean; $isDisabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 180px;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'pointer')};
  transition:
    border-color ${({ theme }) => theme.motion.fade}ms,
    background-color ${({ theme }) => theme.motion.fade}ms;

  ${({ $isDragActive, theme }) =>
    $isDragActive &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.selectedBackground};
    `}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const ZoneIcon = styled.span`
  font-size: 40px;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ZoneTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.light};
`;

export const ZoneHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileRow = styled.li<{ $status: UploadStatus }>`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 3px solid
    ${({ theme, $status }) =>
      $status === 'done'
        ? theme.colors.success
        : $status === 'failed' || $status === 'refused'
          ? theme.colors.danger
          : $status === 'cancelled'
            ? theme.colors.borderStrong
            : theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const Thumbnail = styled.span`
  display: grid;
  place-items: center;
  inline-size: 48px;
  block-size: 48px;
  overflow: hidden;
  font-size: 22px;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};

  & > img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const FileDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
`;

export const FileName = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

export const FileMeta = styled.span<{ $tone: 'muted' | 'success' | 'danger' }>`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  color: ${({ theme, $tone }) =>
    $tone === 'danger'
      ? theme.colors.danger
      : $tone === 'success'
        ? theme.colors.success
        : theme.colors.textMuted};
`;

export const FileActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Announcer = styled.div`
  ${visuallyHidden}
`;
