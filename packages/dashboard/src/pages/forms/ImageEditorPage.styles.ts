import styled from 'styled-components';

/** The image beside its controls, the controls below it on narrow screens. */
export const CropLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(260px, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const CropPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  & > section {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const PanelHeading = styled.h3`
  margin: 0;
  padding-block-end: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  border-block-end: 1px dashed ${({ theme }) => theme.colors.border};
`;

export const Readouts = styled.dl`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  & > div {
    padding: ${({ theme }) => theme.space.xs};
    text-align: center;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  & dt {
    font-size: ${({ theme }) => theme.typography.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

export const PanelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const CropExport = styled.div`
  max-inline-size: 100%;

  & > img {
    display: block;
    max-inline-size: 100%;
    block-size: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
