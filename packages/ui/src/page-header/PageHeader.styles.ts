import styled, { css } from 'styled-components';
import { onPhone } from '../theme/onPhone';

export const HeaderRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin-block: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  color: ${({ theme }) => theme.colors.onBackground};
`;

export const Heading = styled.h1`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.display};
  font-weight: ${({ theme }) => theme.typography.weight.light};
  line-height: 1.2;
  letter-spacing: -0.01em;
  color: inherit;
`;

export const IconSlot = styled.span`
  display: inline-flex;
  align-self: center;
  margin-inline-end: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xxl};

  & > svg {
    width: 1em;
    height: 1em;
  }
`;

/** Lays out in the page's direction, so the chevron sits between title and subtitle either way. */
export const Subtitle = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xl};
  letter-spacing: 0;
  unicode-bidi: isolate;
`;

/**
 * Punctuation read aloud but not drawn. It stays inline (unlike a visually-hidden block) so the
 * accessible name gets no stray space before it.
 */
export const SpokenPause = styled.span`
  display: inline;
  clip-path: inset(50%);
  user-select: none;
`;

/** Takes the page's direction too: in a mirrored layout the chevron is mirrored with it. */
export const Separator = styled.span`
  margin-inline-end: ${({ theme }) => theme.space.xs};
  unicode-bidi: isolate;
`;

export const Aside = styled.div`
  flex: 0 1 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  /* A phone gives the aside the whole row under the title, so its contents can share it out evenly. */
  ${onPhone(css`
    flex-basis: 100%;
  `)}
`;
