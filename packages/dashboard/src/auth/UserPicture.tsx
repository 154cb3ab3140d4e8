import styled from 'styled-components';
import type { SessionUser } from './session';

const Picture = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  flex-shrink: 0;
`;

const Initial = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  font-size: ${({ $size }) => Math.round($size * 0.45)}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
`;

/**
 * The user's picture, decorative beside their name; a user without one (a new account) gets the first
 * letter of their name, taken whole even when it is an emoji or a letter outside the basic plane.
 */
export function UserPicture({ user, size }: { user: SessionUser; size: number }) {
  if (user.picture) return <Picture src={user.picture} alt="" $size={size} />;
  const [initial = '?'] = Array.from(user.username.trim());
  return (
    <Initial aria-hidden="true" $size={size}>
      {initial.toLocaleUpperCase()}
    </Initial>
  );
}
