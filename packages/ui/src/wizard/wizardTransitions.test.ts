import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterNext,
  canGoToStep,
  initialWizardState,
  previousStep,
  type WizardState,
} from './wizardTransitions';

const at = (current: number, completed: number[] = []): WizardState => ({ current, completed });

describe('afterNext', () => {
  it('keeps an invalid step and withdraws its check mark', () => {
    expect(afterNext(at(1, [0, 1]), 3, false, 'smart')).toEqual({ state: at(1, [0]), outcome: 'invalid' });
    expect(afterNext(at(0), 3, false, 'fuelux')).toEqual({ state: at(0), outcome: 'invalid' });
  });

  it('marks a valid step complete and moves on', () => {
    expect(afterNext(initialWizardState, 3, true, 'smart')).toEqual({ state: at(1, [0]), outcome: 'next' });
    expect(afterNext(at(1, [0]), 3, true, 'fuelux')).toEqual({ state: at(2, [0, 1]), outcome: 'next' });
  });

  it('sends a smart wizard from the last step to the first step not yet passed', () => {
    expect(afterNext(at(2, [0]), 3, true, 'smart')).toEqual({ state: at(1, [0, 2]), outcome: 'revisit' });
  });

  it('finishes once every step passed', () => {
    expect(afterNext(at(2, [0, 1]), 3, true, 'smart').outcome).toBe('finish');
    expect(afterNext(at(2, [0, 1]), 3, true, 'fuelux').outcome).toBe('finish');
  });

  it('never leaves the steps, stays when invalid and finishes a smart wizard only when all passed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }).chain((count) =>
          fc.record({
            count: fc.constant(count),
            current: fc.integer({ min: 0, max: count - 1 }),
            completed: fc.uniqueArray(fc.integer({ min: 0, max: count - 1 })),
            isValid: fc.boolean(),
            variant: fc.constantFrom('smart' as const, 'fuelux' as const),
          }),
        ),
        ({ count, current, completed, isValid, variant }) => {
          const result = afterNext(at(current, completed), count, isValid, variant);
          expect(result.state.current).toBeGreaterThanOrEqual(0);
          expect(result.state.current).toBeLessThan(count);
          if (result.outcome === 'finish' && variant === 'smart') {
            expect(result.state.completed).toHaveLength(count);
          }
          if (result.outcome === 'invalid') expect(result.state.current).toBe(current);
        },
      ),
    );
  });
});

describe('step tabs', () => {
  it('reach any other step in a smart wizard, only earlier ones in Fuel UX', () => {
    expect(canGoToStep(at(1), 2, 'smart')).toBe(true);
    expect(canGoToStep(at(1), 1, 'smart')).toBe(false);
    expect(canGoToStep(at(1), 0, 'fuelux')).toBe(true);
    expect(canGoToStep(at(1), 2, 'fuelux')).toBe(false);
  });

  it('Previous stops at the first step', () => {
    expect(previousStep(at(0))).toEqual(at(0));
    expect(previousStep(at(2, [0]))).toEqual(at(1, [0]));
  });
});
