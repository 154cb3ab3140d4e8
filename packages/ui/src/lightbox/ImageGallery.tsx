import { useRef, useState, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing } from 'react-aria';
import { Lightbox, type LightboxImage } from './Lightbox';
import { Grid, Placeholder, Thumb, Tile, TileText } from './ImageGallery.styles';

/** A picture of an {@link ImageGallery}: a lightbox image with a stable id and a short title for its tile. */
export interface GalleryImage extends LightboxImage {
  id: string;
  /** Shown under the thumbnail. */
  title?: ReactNode;
}

/** Props of {@link ImageGallery}. */
export interface ImageGalleryProps {
  images: readonly GalleryImage[];
  /** Accessible name of the list of thumbnails. */
  label: string;
  /** Name and heading of the viewer the thumbnails open. Default "Image viewer". */
  viewerLabel?: string;
  /** Proportions of every thumbnail as a CSS aspect ratio; pictures are cropped to fill it. Default `4 / 3`. */
  tileAspectRatio?: string;
  /** Narrowest a column may be before the grid drops one. Default `180px`. */
  minTileWidth?: string;
  /** Draw placeholder tiles in the pictures' boxes while the list is on its way. */
  isLoading?: boolean;
  /** How many placeholder tiles to draw while loading. Default 12. */
  placeholderCount?: number;
}

/**
 * A responsive grid of thumbnails that open a {@link Lightbox}. Thumbnails load lazily as they near the
 * screen, in boxes sized beforehand, so the page does not move while they arrive.
 */
export function ImageGallery({
  images,
  label,
  viewerLabel,
  tileAspectRatio = '4 / 3',
  minTileWidth = '180px',
  isLoading = false,
  placeholderCount = 12,
}: ImageGalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  if (isLoading) {
    return (
      <Grid aria-label={label} aria-busy="true" $minTile={minTileWidth}>
        {Array.from({ length: placeholderCount }, (_, position) => (
          <Tile key={position}>
            <Placeholder $ratio={tileAspectRatio} />
            <TileText aria-hidden="true">&nbsp;</TileText>
          </Tile>
        ))}
      </Grid>
    );
  }
  return (
    <>
      <Grid aria-label={label} $minTile={minTileWidth}>
        {images.map((image, position) => (
          <Tile key={image.id}>
            <Thumbnail image={image} ratio={tileAspectRatio} onPress={() => setIndex(position)} />
            {image.title !== undefined && <TileText>{image.title}</TileText>}
          </Tile>
        ))}
      </Grid>
      <Lightbox images={images} index={index} onIndexChange={setIndex} label={viewerLabel} />
    </>
  );
}

function Thumbnail({ image, ratio, onPress }: { image: GalleryImage; ratio: string; onPress: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <Thumb
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      aria-haspopup="dialog"
      $ratio={ratio}
      $isFocusVisible={isFocusVisible}
    >
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
    </Thumb>
  );
}
