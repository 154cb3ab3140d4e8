import styled from 'styled-components';
import { Card as ProfileCard } from '../dashboard-social/ProfileCard.styles';

/** The social wall's profile card, with the content panels' heavier bottom edge. */
export const Card = styled(ProfileCard)`
  border-block-end-width: 2px;
`;

/** The banner keeps a fixed proportion, so the card never jumps when the picture arrives. */
export const Cover = styled.div`
  position: relative;
  aspect-ratio: 5 / 1;
  min-height: 96px;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Since = styled.p`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.md};
  inset-inline-start: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.onInverse};
  background: ${({ theme }) => theme.colors.inverseSurface};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 140px minmax(0, 1fr) minmax(0, 260px);
  gap: ${({ theme }) => theme.space.lg};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};

  @media (max-width: 979px) {
    grid-template-columns: 110px minmax(0, 1fr);
  }

  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export const Portrait = styled.img`
  width: 120px;
  height: 120px;
  margin-block-start: -48px;
  background: ${({ theme }) => theme.colors.surface};
  border: 4px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  box-shadow: ${({ theme }) => theme.shadows.md};

  @media (max-width: 979px) {
    width: 96px;
    height: 96px;
  }
`;

export const Stats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  text-align: center;

  div {
    display: flex;
    flex-direction: column-reverse;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    font-variant-numeric: tabular-nums;
  }

  @media (max-width: 560px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const Main = styled.div`
  padding-block-start: ${({ theme }) => theme.space.md};
`;

export const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.display};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

export const Role = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Contacts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }

  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export const AboutTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  font-style: italic;
`;

export const About = styled.p`
  max-width: 60ch;
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

export const Connections = styled.div`
  padding-block-start: ${({ theme }) => theme.space.md};

  @media (max-width: 979px) {
    grid-column: 1 / -1;
  }
`;

export const ConnectionsTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

export const Faces = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 48px);
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 48px;
    height: 48px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
