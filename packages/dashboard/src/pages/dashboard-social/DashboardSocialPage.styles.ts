import styled from 'styled-components';

// Wide screens: three equal columns, as the template draws them: profile and engagement | feed | growth
// and activity. Medium: the two side columns stack beside the feed. Under the mobile breakpoint (979 px)
// everything is one column, feed second.
export const Wall = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  grid-template-areas: 'side feed aside';
  align-items: start;
  column-gap: ${({ theme }) => theme.space.xl};

  @media (max-width: 1365.98px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    grid-template-rows: auto 1fr;
    grid-template-areas:
      'side feed'
      'aside feed';
  }

  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 0.02}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
    grid-template-areas: 'side' 'feed' 'aside';
  }
`;

export const Side = styled.div`
  grid-area: side;
  min-inline-size: 0;
`;

export const Feed = styled.div`
  grid-area: feed;
  min-inline-size: 0;
`;

export const Aside = styled.div`
  grid-area: aside;
  min-inline-size: 0;
`;
