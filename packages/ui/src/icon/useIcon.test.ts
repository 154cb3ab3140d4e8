import { describe, expect, it } from 'vitest';
import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import { faArrowLeft, faArrowUp, faChevronRight, faReply, faUser } from '@fortawesome/free-solid-svg-icons';
import { iconAriaProps, iconGeometry, isIconMirrored } from './useIcon';

describe('iconGeometry', () => {
  it('uses the definition width and height as the viewBox and draws its path', () => {
    const [width, height, , , d] = faUser.icon;
    expect(iconGeometry(faUser)).toEqual({ viewBox: `0 0 ${width} ${height}`, paths: [{ d }] });
  });

  it('draws both paths of a duotone definition, the secondary one faded', () => {
    const duotone: IconDefinition = {
      prefix: 'fad',
      iconName: 'user',
      icon: [640, 512, [], 'f007', ['M1', 'M2']],
    };
    expect(iconGeometry(duotone)).toEqual({
      viewBox: '0 0 640 512',
      paths: [{ d: 'M1', opacity: 0.4 }, { d: 'M2' }],
    });
  });
});

describe('isIconMirrored', () => {
  it('never mirrors left to right', () => {
    expect(isIconMirrored(faArrowLeft, 'ltr', undefined)).toBe(false);
    expect(isIconMirrored(faArrowLeft, 'ltr', true)).toBe(false);
  });

  it('mirrors direction-bearing icons in right to left by default, others not', () => {
    expect(isIconMirrored(faArrowLeft, 'rtl', undefined)).toBe(true);
    expect(isIconMirrored(faChevronRight, 'rtl', undefined)).toBe(true);
    expect(isIconMirrored(faReply, 'rtl', undefined)).toBe(true);
    expect(isIconMirrored(faArrowUp, 'rtl', undefined)).toBe(false);
    expect(isIconMirrored(faUser, 'rtl', undefined)).toBe(false);
  });

  it('lets isMirroredInRtl override the default either way', () => {
    expect(isIconMirrored(faArrowLeft, 'rtl', false)).toBe(false);
    expect(isIconMirrored(faUser, 'rtl', true)).toBe(true);
  });
});

describe('iconAriaProps', () => {
  it('names a labelled icon as an image and hides an unlabelled one', () => {
    expect(iconAriaProps('Warning')).toEqual({ role: 'img', 'aria-label': 'Warning' });
    expect(iconAriaProps(undefined)).toEqual({ 'aria-hidden': true });
    expect(iconAriaProps('')).toEqual({ 'aria-hidden': true });
  });
});
