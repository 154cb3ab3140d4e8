import { scaleBand, scaleLinear, scalePoint, scaleTime } from '@visx/scale';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axisTicks, ticksThatFit } from './axisTicks';

describe('axisTicks', () => {
  it('ticks a linear scale at round values, formatted to the precision of the step', () => {
    const scale = scaleLinear({ domain: [0, 2], range: [100, 0] });
    expect(axisTicks(scale, { count: 2 })).toEqual([
      { key: '0-0', position: 100, label: '0' },
      { key: '1-1', position: 50, label: '1' },
      { key: '2-2', position: 0, label: '2' },
    ]);
    expect(axisTicks(scale, { count: 4 }).map((tick) => tick.label)).toEqual([
      '0.0',
      '0.5',
      '1.0',
      '1.5',
      '2.0',
    ]);
  });

  it('asks for ten ticks when no count is given', () => {
    const scale = scaleLinear({ domain: [0, 1], range: [0, 100] });
    expect(axisTicks(scale)).toHaveLength(11);
  });

  it('prefers explicit values and a given formatter', () => {
    const scale = scaleLinear({ domain: [0, 100], range: [0, 200] });
    const ticks = axisTicks(scale, {
      values: [10, 90],
      format: ((v: number) => `${v}%`) as (v: never) => string,
    });
    expect(ticks.map(({ position, label }) => [position, label])).toEqual([
      [20, '10%'],
      [180, '90%'],
    ]);
  });

  it('labels a time scale with its multi-scale date format', () => {
    const scale = scaleTime({ domain: [new Date(2026, 0, 1), new Date(2026, 0, 29)], range: [0, 280] });
    const labels = axisTicks(scale, { count: 4 }).map((tick) => tick.label);
    expect(labels).toContain('Jan 04');
    expect(labels.every((label) => /^(Jan \d\d|January)$/.test(label))).toBe(true);
  });

  it('centres band ticks on their band, rounded when the scale rounds', () => {
    const band = scaleBand({ domain: ['a', 'b', 'c'], range: [0, 301], padding: 0.2 });
    const centres = axisTicks(band).map((tick) => tick.position);
    expect(centres).toEqual(['a', 'b', 'c'].map((key) => band(key)! + band.bandwidth() / 2));
    expect(axisTicks(band).map((tick) => tick.label)).toEqual(['a', 'b', 'c']);

    const rounded = scaleBand({ domain: ['a', 'b', 'c'], range: [0, 301], padding: 0.2, round: true });
    expect(axisTicks(rounded)[0]!.position).toBe(rounded('a')! + Math.round(rounded.bandwidth() / 2));
  });

  it('ticks a point scale on its points', () => {
    const point = scalePoint({ domain: ['x', 'y'], range: [0, 100] });
    expect(axisTicks(point).map((tick) => tick.position)).toEqual([0, 100]);
  });

  it('thins long category lists to about the count, always keeping the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 20 }), (length, count) => {
        const domain = Array.from({ length }, (_, i) => `c${i}`);
        const labels = axisTicks(scaleBand({ domain, range: [0, 800] }), { count }).map((tick) => tick.label);
        expect(labels[0]).toBe('c0');
        if (length <= count) expect(labels).toEqual(domain);
        else expect(labels.length).toBeLessThanOrEqual(2 * count);
      }),
    );
  });

  it('leaves out values the scale cannot place', () => {
    const band = scaleBand({ domain: ['a', 'b'], range: [0, 100] });
    expect(axisTicks(band, { values: ['a', 'z'] }).map((tick) => tick.label)).toEqual(['a']);
  });
});

describe('ticksThatFit', () => {
  it('keeps every tick that has room and every n-th one, from the first, when labels would collide', () => {
    const scale = scaleBand({ domain: ['a', 'b', 'c', 'd', 'e', 'f'], range: [0, 600] });
    expect(ticksThatFit(axisTicks(scale), 11)).toHaveLength(6);
    const narrow = scaleBand({
      domain: ['2011 Q1', '2011 Q2', '2011 Q3', '2011 Q4', '2012 Q1'],
      range: [0, 150],
    });
    expect(ticksThatFit(axisTicks(narrow), 11).map((tick) => tick.label)).toEqual([
      '2011 Q1',
      '2011 Q3',
      '2012 Q1',
    ]);
  });

  it('leaves estimated labels clear of each other on any width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 40, max: 1500 }), (count, width) => {
        const domain = Array.from({ length: count }, (_, index) => `Label ${index}`);
        const kept = ticksThatFit(axisTicks(scaleBand({ domain, range: [0, width] }), { count }), 11);
        expect(kept[0]?.label).toBe('Label 0');
        const labelWidth = Math.max(...domain.map((label) => label.length)) * 11 * 0.62;
        kept.slice(1).forEach((tick, index) => {
          expect(tick.position - kept[index]!.position).toBeGreaterThanOrEqual(labelWidth);
        });
      }),
    );
  });
});
