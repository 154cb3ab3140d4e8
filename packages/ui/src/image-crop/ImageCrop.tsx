import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../i18n';
import {
  cropFromPoints,
  cropHandles,
  moveCrop,
  resizeCrop,
  type CropHandle,
  type CropRect,
} from './cropGeometry';
import { translatedImageCropStrings, type ImageCropStrings } from './imageCropStrings';
import { Announcer, CropFrame, Handle, Selection } from './ImageCrop.styles';
import type { ImageCropState } from './useImageCrop';

/** Props of {@link ImageCrop}. */
export interface ImageCropProps {
  /** The crop's state, from {@link useImageCrop}. */
  state: ImageCropState;
  src: string;
  alt: string;
  /** Replaces any of the built-in texts. */
  strings?: Partial<ImageCropStrings>;
  className?: string;
}

type Drag =
  | { kind: 'draw'; from: { x: number; y: number } }
  | { kind: 'move' | CropHandle; from: { x: number; y: number }; start: CropRect };

const arrowKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

const percent = (value: number, whole: number) => `${(value / whole) * 100}%`;

/**
 * An image with a crop selection: drag on the image to draw one, drag it to move it, drag a handle to resize
 * it; from the keyboard, arrows move it and Shift+arrows resize it, each change read out.
 */
export function ImageCrop({ state, src, alt, strings: givenStrings, className }: ImageCropProps) {
  const { t } = useTranslation();
  const strings = useMemo(() => ({ ...translatedImageCropStrings(t), ...givenStrings }), [t, givenStrings]);
  const [announcement, setAnnouncement] = useState('');
  const drag = useRef<Drag | null>(null);
  const instructionsId = useId();
  const { selection, bounds, constraints } = state;

  const pointInImage = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = bounds ? bounds.width / box.width : 1;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!constraints || event.button !== 0) return;
    const from = pointInImage(event);
    const handle = (event.target as HTMLElement).dataset.handle as CropHandle | undefined;
    const onSelection = (event.target as HTMLElement).dataset.selection !== undefined;
    drag.current =
      selection && (handle || onSelection)
        ? { kind: handle ?? 'move', from, start: selection }
        : { kind: 'draw', from };
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || !constraints) return;
    const to = pointInImage(event);
    const [dx, dy] = [to.x - current.from.x, to.y - current.from.y];
    if (current.kind === 'draw') {
      if (Math.abs(dx) > 2 || Math.abs(dy) > 2) state.select(cropFromPoints(current.from, to, constraints));
    } else if (current.kind === 'move') state.select(moveCrop(current.start, dx, dy, constraints));
    else state.select(resizeCrop(current.start, current.kind, dx, dy, constraints));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!state.handleKey(event)) return;
    event.preventDefault();
  };

  return (
    <CropFrame
      dir="ltr"
      className={className}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
    >
      <img
        src={src}
        alt={alt}
        onLoad={(event) =>
          state.setBounds({
            width: event.currentTarget.naturalWidth,
            height: event.currentTarget.naturalHeight,
          })
        }
      />
      {selection && bounds && (
        <Selection
          role="group"
          aria-roledescription={strings.selection}
          aria-label={strings.announce(selection)}
          aria-describedby={instructionsId}
          tabIndex={0}
          data-selection=""
          onKeyDown={onKeyDown}
          onKeyUp={(event) => {
            if (arrowKeys.has(event.key)) setAnnouncement(strings.announce(selection));
          }}
          style={{
            left: percent(selection.x, bounds.width),
            top: percent(selection.y, bounds.height),
            width: percent(selection.width, bounds.width),
            height: percent(selection.height, bounds.height),
          }}
        >
          {cropHandles.map((handle) => (
            <Handle key={handle} $handle={handle} data-handle={handle} aria-hidden="true" />
          ))}
        </Selection>
      )}
      <Announcer id={instructionsId}>{strings.instructions}</Announcer>
      <Announcer aria-live="polite">{announcement}</Announcer>
    </CropFrame>
  );
}
