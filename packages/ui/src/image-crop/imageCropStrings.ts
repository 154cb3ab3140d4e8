import { translate } from '../i18n/translate';
import type { Translate } from '../i18n/translateStrings';
import type { CropRect } from './cropGeometry';

/** User-facing text of the image crop; every entry has an English default. */
export interface ImageCropStrings {
  /** Names the selection, the control that takes the keyboard. */
  selection: string;
  /** How to move and resize the selection from the keyboard, read when it gets focus. */
  instructions: string;
  /** Read after each keyboard change. */
  announce: (rect: CropRect) => string;
  released: string;
}

/** {@link ImageCropStrings} in the language of `t`; its keys are the English defaults. */
export function translatedImageCropStrings(t: Translate): ImageCropStrings {
  return {
    selection: t('Crop selection'),
    instructions: t(
      'Arrow keys move the selection, Shift with the arrow keys resizes it. Hold Control for steps of 10 pixels.',
    ),
    announce: ({ x, y, width, height }) =>
      t('Selection at x {x}, y {y}, {width} by {height} pixels.', { x, y, width, height }),
    released: t('Selection released.'),
  };
}

/** The English defaults of {@link ImageCropStrings}. */
export const defaultImageCropStrings: ImageCropStrings = translatedImageCropStrings((key, values) =>
  translate({}, key, values),
);
