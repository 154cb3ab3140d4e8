import styled from 'styled-components';

export const LockMain = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.onBackground};
  background: ${({ theme }) => theme.colors.backgroundImage ?? theme.colors.background};
`;

/** The logo on the header's colours, which its text is made for, above the card. */
export const LockBrand = styled.div`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.header.backgroundImage ?? theme.colors.header.background};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const LockCard = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  width: min(480px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  & > img,
  & > span {
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const LockDetails = styled.form`
  flex: 1 1 240px;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  & h1 {
    margin: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.typography.size.display};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
  & p {
    margin: 0;
  }
`;

export const LockedLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PasswordRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
`;

export const SmallPrint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
