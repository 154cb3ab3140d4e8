import { createContext } from 'react';
import type { RadioGroupState } from 'react-stately';
import type { FieldValidationState } from '../field';

/** What a {@link RadioGroup} hands to the radios inside it. */
export interface RadioGroupContextValue {
  state: RadioGroupState;
  /** The group's outcome, so every circle draws the danger or success border. */
  validationState: FieldValidationState;
}

/** Lets each item find its group's state without the app wiring it through. */
export const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);
