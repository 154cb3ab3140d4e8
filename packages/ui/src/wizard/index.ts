export { FormWizard, type FormWizardProps, type FormWizardStep } from './FormWizard';
export { Wizard, type WizardProps, type WizardStep } from './Wizard';
export { useWizard, type UseWizardOptions, type WizardControls } from './useWizard';
export {
  afterNext,
  canGoToStep,
  initialWizardState,
  previousStep,
  type WizardOutcome,
  type WizardState,
  type WizardVariant,
} from './wizardTransitions';
