import styled from 'styled-components';

export const Chevron = styled.svg<{ $isOpen: boolean }>`
  transform: ${({ $isOpen }) => ($isOpen ? 'rotate(180deg)' : 'none')};
  transition: transform ${({ theme }) => theme.motion.menu}ms ${({ theme }) => theme.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
