import { useRef, type ReactNode } from 'react';
import { mergeProps, Overlay } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { useTheme } from 'styled-components';
import { faChevronLeft, faChevronRight, faXmark } from '@fortawesome/free-solid-svg-icons';
import { useDialog } from '../dialog/useDialog';
import { useTranslation } from '../i18n';
import { Icon } from '../icon';
import {
  Caption,
  Counter,
  Figure,
  Picture,
  Stage,
  Title,
  TopBar,
  Underlay,
  Viewer,
  ViewerButton,
  pictureChrome,
} from './Lightbox.styles';
import { useLightbox } from './useLightbox';

/** One picture of a {@link Lightbox}. */
export interface LightboxImage {
  src: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** Shown under the picture. */
  caption?: ReactNode;
  /** Intrinsic width and height in pixels: the space is reserved before the file arrives. */
  width: number;
  height: number;
}

/** Props of {@link Lightbox}. */
export interface LightboxProps {
  images: readonly LightboxImage[];
  /** Index of the picture shown, `null` while closed (controlled). */
  index?: number | null;
  /** Picture shown at first, `null` (closed) by default (uncontrolled). */
  defaultIndex?: number | null;
  /** Called with the new index when the picture changes, and with `null` when the viewer closes. */
  onIndexChange?: (index: number | null) => void;
  /** The viewer's accessible name and heading. Default "Image viewer". */
  label?: string;
}

/**
 * A full-window image viewer: previous and next buttons, arrow keys (Home and End for the ends) and
 * touch swipes page through the pictures, a counter says where you are, and Escape or the close button
 * leave it. Focus stays inside while it is open and returns to what opened it.
 */
export function Lightbox({ images, index, defaultIndex, onIndexChange, label }: LightboxProps) {
  const theme = useTheme();
  const lightbox = useLightbox({
    count: images.length,
    index,
    defaultIndex,
    onIndexChange,
    direction: theme.direction,
  });
  const image = lightbox.index === null ? undefined : images[lightbox.index];
  if (lightbox.index === null || !image) return null;
  return (
    <Overlay>
      <OpenLightbox
        image={image}
        position={lightbox.index + 1}
        count={images.length}
        label={label}
        lightbox={lightbox}
      />
    </Overlay>
  );
}

interface OpenLightboxProps {
  image: LightboxImage;
  position: number;
  count: number;
  label: string | undefined;
  lightbox: ReturnType<typeof useLightbox>;
}

function OpenLightbox({ image, position, count, label, lightbox }: OpenLightboxProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  const state = useOverlayTriggerState({
    isOpen: true,
    onOpenChange: (isOpen) => {
      if (!isOpen) lightbox.close();
    },
  });
  // The backdrop is the whole window here, so a press outside the picture must not close the viewer.
  const { underlayProps, dialogProps, titleProps } = useDialog({ isDismissable: false }, state, ref);
  const hasSeveral = count > 1;
  return (
    // The portal leaves the provider's element, so the text direction is set again here.
    <Underlay {...underlayProps} dir={theme.direction}>
      <Viewer {...mergeProps(dialogProps, lightbox.keyboardProps)} ref={ref}>
        <TopBar>
          <Title {...titleProps}>{label ?? t('Image viewer')}</Title>
          <Counter aria-live="polite" aria-atomic="true">
            {t('{position} of {count}', { position, count })}
          </Counter>
          <ViewerButton
            size="sm"
            aria-label={t('Close')}
            icon={<Icon icon={faXmark} />}
            onPress={lightbox.close}
          />
        </TopBar>
        <Stage {...lightbox.swipeProps}>
          {hasSeveral ? (
            <ViewerButton
              aria-label={t('Previous image')}
              icon={<Icon icon={faChevronLeft} isMirroredInRtl />}
              onPress={lightbox.previous}
            />
          ) : (
            <span />
          )}
          <Figure>
            <Picture
              key={image.src}
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              style={pictureBox(image)}
              draggable={false}
            />
            {image.caption !== undefined && <Caption>{image.caption}</Caption>}
          </Figure>
          {hasSeveral ? (
            <ViewerButton
              aria-label={t('Next image')}
              icon={<Icon icon={faChevronRight} isMirroredInRtl />}
              onPress={lightbox.next}
            />
          ) : (
            <span />
          )}
        </Stage>
      </Viewer>
    </Underlay>
  );
}

/**
 * The picture's box from its own size, before the file arrives: as wide as fits the stage, the window's
 * height and the picture itself, with the height following its proportions.
 */
function pictureBox({ width, height }: LightboxImage) {
  const ratio = width / height;
  return {
    width: `min(100%, ${width}px, calc((100dvh - ${pictureChrome}) * ${ratio}))`,
    aspectRatio: `${width} / ${height}`,
  };
}
