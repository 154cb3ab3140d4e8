import { useRef } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { Wizard, type WizardProps, type WizardStep } from './Wizard';

/** A step of a {@link FormWizard}: a wizard step and the form fields Next checks on it. */
export interface FormWizardStep extends WizardStep {
  /** Names of the fields on this step, as in the form's schema; an empty list always passes. */
  fields: readonly string[];
}

/** Props of {@link FormWizard}. */
export interface FormWizardProps extends Omit<WizardProps, 'steps' | 'validateStep' | 'onComplete'> {
  steps: readonly FormWizardStep[];
}

/**
 * A {@link Wizard} inside a `Form`: Next checks the step's fields against the form's schema and shows their
 * messages, and completing the wizard submits the form, so its `onSubmit` receives every step's values.
 */
export function FormWizard({ steps, ...props }: FormWizardProps) {
  const { trigger } = useFormContext<FieldValues>();
  const rootRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={rootRef}>
      <Wizard
        {...props}
        steps={steps}
        validateStep={(index) => {
          const fields = steps[index]!.fields as Path<FieldValues>[];
          return fields.length === 0 ? true : trigger(fields);
        }}
        onComplete={() => rootRef.current?.closest('form')?.requestSubmit()}
      />
    </div>
  );
}
