import styled, { css } from 'styled-components';

export const Card = styled.section`
  margin-block-end: ${({ theme }) => theme.space.xl};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

// A decorative cover drawn from the skin's own accents, so it matches every skin without an image.
export const Cover = styled.div`
  block-size: 96px;
  background-color: ${({ theme }) => theme.colors.primary};
  background-image:
    radial-gradient(circle at 85% 20%, ${({ theme }) => theme.colors.info} 0 18%, transparent 19%),
    radial-gradient(circle at 15% 110%, ${({ theme }) => theme.colors.success} 0 28%, transparent 29%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.link});
`;

export const Identity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding-inline: ${({ theme }) => theme.space.lg};
  margin-block-start: -44px;
  text-align: center;

  img,
  > span:first-child {
    border: 3px solid ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

export const Name = styled.h2`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const Role = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  margin: ${({ theme }) => theme.space.md} 0 0;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Count = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  padding-block: ${({ theme }) => theme.space.sm};

  & + & {
    border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
    font-weight: ${({ theme }) => theme.typography.weight.light};
  }
`;

export const Bio = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} 0`};
  font-size: ${({ theme }) => theme.typography.size.md};
`;

export const Location = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.lg} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Contacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

// Contact actions open the mail or phone application, so they are links dressed as buttons.
export const ContactLink = styled.a<{ $isPrimary?: boolean }>`
  display: inline-flex;
  flex: 1 1 0;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: 32px;
  padding-inline: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.md};
  text-decoration: none;
  white-space: nowrap;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${({ theme, $isPrimary }) =>
    $isPrimary
      ? css`
          color: ${theme.colors.onPrimary};
          background: ${theme.colors.primary};
          border-color: ${theme.colors.primary};
        `
      : css`
          color: ${theme.colors.text};
          background: ${theme.colors.surface};
          border-color: ${theme.colors.borderStrong};
        `}

  &:hover {
    filter: brightness(0.93);
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
