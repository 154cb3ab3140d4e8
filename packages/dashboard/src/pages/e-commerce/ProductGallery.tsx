import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation, type ProductImage } from '@atrium/ui';

const Figure = styled.figure`
  margin: 0;
`;

const Main = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Thumbs = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 88px));
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.sm};
`;

const Thumb = styled.button`
  padding: 0;
  background: none;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** A product's pictures: the chosen one large, every one as a thumbnail button that shows it. */
export function ProductGallery({ images }: { images: readonly ProductImage[] }) {
  const { t } = useTranslation();
  const [shownIndex, setShownIndex] = useState(0);
  const shown = images[Math.min(shownIndex, images.length - 1)];
  if (!shown) return null;
  return (
    <Figure>
      <Main src={shown.src} alt={shown.alt} width={400} height={300} />
      {images.length > 1 && (
        <Thumbs role="group" aria-label={t('Pictures')}>
          {images.map((image, index) => (
            <Thumb
              key={image.src}
              type="button"
              aria-pressed={index === shownIndex}
              aria-label={t('Show picture {number}: {description}', {
                number: index + 1,
                description: image.alt,
              })}
              onClick={() => setShownIndex(index)}
            >
              <img src={image.src} alt="" width={88} height={66} loading="lazy" />
            </Thumb>
          ))}
        </Thumbs>
      )}
    </Figure>
  );
}
