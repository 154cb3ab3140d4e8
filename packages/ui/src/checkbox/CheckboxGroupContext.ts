import { createContext } from 'react';
import type { CheckboxGroupState } from 'react-stately';
import type { FieldValidationState } from '../field';

/** What a {@link CheckboxGroup} hands to the checkboxes inside it. */
export interface CheckboxGroupContextValue {
  state: CheckboxGroupState;
  /** The group's outcome, so every box draws the danger or success border. */
  validationState: FieldValidationState;
}

/** Lets each item find its group's state without the app wiring it through. */
export const CheckboxGroupContext = createContext<CheckboxGroupContextValue | null>(null);
