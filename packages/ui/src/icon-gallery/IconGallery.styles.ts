import styled from 'styled-components';

export const StyledGallery = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledFilter = styled.input`
  flex: 1 1 220px;
  max-inline-size: 360px;
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledNotice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  min-block-size: 1.5em;
  overflow-wrap: anywhere;

  & code {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-family: ${({ theme }) => theme.typography.mono};
    white-space: pre-wrap;
    user-select: all;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const StyledViewport = styled.div`
  position: relative;
  max-block-size: min(60vh, 560px);
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const StyledRow = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.xxs};
`;

export const StyledCellButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: 100%;
  block-size: 100%;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-align: start;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.selectedBackground};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }

  & > span:first-child {
    flex: none;
    display: grid;
    place-items: center;
    inline-size: 2em;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }

  & > span:last-child {
    display: grid;
    min-inline-size: 0;
  }

  & code,
  & small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & code {
    font-family: ${({ theme }) => theme.typography.mono};
  }

  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
