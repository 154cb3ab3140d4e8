import { describe, expect, it } from 'vitest';
import {
  constrainCrop,
  cropFromPoints,
  interpolateCrop,
  moveCrop,
  randomCrop,
  resizeCrop,
} from './cropGeometry';

const bounds = { width: 800, height: 533 };
const free = { bounds };
const restricted = { bounds, minSize: { width: 80, height: 80 }, maxSize: { width: 350, height: 350 } };
const start = { x: 100, y: 100, width: 300, height: 200 };

describe('crop geometry', () => {
  it('moves within the image only', () => {
    expect(moveCrop(start, 10, -5, free)).toEqual({ ...start, x: 110, y: 95 });
    expect(moveCrop(start, 1000, 1000, free)).toEqual({ ...start, x: 500, y: 333 });
    expect(moveCrop(start, -1000, -1000, free)).toEqual({ ...start, x: 0, y: 0 });
  });

  it('resizes from a handle with the opposite corner fixed', () => {
    expect(resizeCrop(start, 'se', 20, 10, free)).toEqual({ x: 100, y: 100, width: 320, height: 210 });
    expect(resizeCrop(start, 'nw', 20, 10, free)).toEqual({ x: 120, y: 110, width: 280, height: 190 });
    expect(resizeCrop(start, 'e', 1000, 0, free)).toEqual({ x: 100, y: 100, width: 700, height: 200 });
  });

  it('keeps to the size limits', () => {
    expect(resizeCrop(start, 'se', 500, 500, restricted)).toEqual({
      x: 100,
      y: 100,
      width: 350,
      height: 350,
    });
    expect(resizeCrop(start, 'nw', 290, 190, restricted)).toEqual({ x: 320, y: 220, width: 80, height: 80 });
    expect(constrainCrop(start, restricted)).toEqual(start);
  });

  it('keeps a 4:3 ratio, within the limits', () => {
    expect(constrainCrop(start, { bounds, aspect: 4 / 3 })).toEqual({
      x: 100,
      y: 100,
      width: 300,
      height: 225,
    });
    expect(resizeCrop(start, 's', 0, 100, { ...restricted, aspect: 4 / 3 })).toEqual({
      x: 100,
      y: 100,
      width: 350,
      height: 263,
    });
  });

  it('spans a drag in any direction', () => {
    expect(cropFromPoints({ x: 300, y: 300 }, { x: 200, y: 250 }, free)).toEqual({
      x: 200,
      y: 250,
      width: 100,
      height: 50,
    });
  });

  it('draws random selections that meet the constraints', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let run = 0; run < 200; run += 1) {
      const rect = randomCrop({ ...restricted, aspect: 4 / 3 }, random);
      expect(rect.width).toBeGreaterThanOrEqual(80);
      expect(rect.width).toBeLessThanOrEqual(350);
      expect(rect.height).toBeLessThanOrEqual(350);
      expect(Math.abs(rect.width / rect.height - 4 / 3)).toBeLessThan(0.02);
      expect(rect.x + rect.width).toBeLessThanOrEqual(800);
      expect(rect.y + rect.height).toBeLessThanOrEqual(533);
    }
  });

  it('eases from one selection to another', () => {
    const to = { x: 200, y: 200, width: 100, height: 100 };
    expect(interpolateCrop(start, to, 0)).toEqual(start);
    expect(interpolateCrop(start, to, 1)).toEqual(to);
    expect(interpolateCrop(start, to, 0.5)).toEqual({ x: 150, y: 150, width: 200, height: 150 });
  });
});
