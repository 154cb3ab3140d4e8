import styled from 'styled-components';

const Picture = styled.img<{ $size: number }>`
  flex: none;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Blank = styled.span<{ $size: number }>`
  flex: none;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

/** Props of {@link PersonAvatar}. */
export interface PersonAvatarProps {
  /** Relative URL of the picture; an empty string draws a blank disc while the user loads. */
  picture: string;
  /** Diameter in pixels. Default 36. */
  size?: number;
  className?: string;
}

/** A round picture of a person; decorative, as their name is always written beside it. */
export function PersonAvatar({ picture, size = 36, className }: PersonAvatarProps) {
  return picture ? (
    <Picture src={picture} alt="" width={size} height={size} $size={size} className={className} />
  ) : (
    <Blank aria-hidden="true" $size={size} className={className} />
  );
}
