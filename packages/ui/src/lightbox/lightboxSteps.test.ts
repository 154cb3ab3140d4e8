import { describe, expect, it } from 'vitest';
import { lightboxKeyAction, swipeStep, swipeThreshold, wrapIndex } from './lightboxSteps';

describe('wrapIndex', () => {
  it('steps forward and back, wrapping past either end', () => {
    expect(wrapIndex(0, 1, 5)).toBe(1);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(2, -7, 5)).toBe(0);
  });

  it('stays at 0 with no images', () => {
    expect(wrapIndex(3, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('moves to the next image on a swipe towards the start of the line', () => {
    expect(swipeStep(-swipeThreshold - 1, 0, 'ltr')).toBe(1);
    expect(swipeStep(swipeThreshold + 1, 0, 'ltr')).toBe(-1);
  });

  it('mirrors in a right-to-left layout', () => {
    expect(swipeStep(120, 10, 'rtl')).toBe(1);
    expect(swipeStep(-120, 10, 'rtl')).toBe(-1);
  });

  it('ignores short and mostly vertical drags', () => {
    expect(swipeStep(swipeThreshold - 1, 0, 'ltr')).toBe(0);
    expect(swipeStep(-80, 120, 'ltr')).toBe(0);
  });
});

describe('lightboxKeyAction', () => {
  it('follows the reading direction for arrows', () => {
    expect(lightboxKeyAction('ArrowRight', 'ltr')).toEqual({ step: 1 });
    expect(lightboxKeyAction('ArrowLeft', 'ltr')).toEqual({ step: -1 });
    expect(lightboxKeyAction('ArrowLeft', 'rtl')).toEqual({ step: 1 });
    expect(lightboxKeyAction('ArrowRight', 'rtl')).toEqual({ step: -1 });
  });

  it('jumps to the ends with Home and End and ignores other keys', () => {
    expect(lightboxKeyAction('Home', 'ltr')).toEqual({ to: 'first' });
    expect(lightboxKeyAction('End', 'rtl')).toEqual({ to: 'last' });
    expect(lightboxKeyAction('a', 'ltr')).toBeNull();
  });
});
