import { useState, type ReactNode } from 'react';
import { Alert, Button, FormActions, FormRow, FormTextField, Icon, Widget, useTranslation } from '@atrium/ui';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';

const Cell = styled.div`
  min-inline-size: 0;
`;

/** A grid of form widgets: two side by side where there is room, one column on narrow screens. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 460px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

/** Props of {@link FormWidget}. */
export interface FormWidgetProps {
  /** The widget's title (English; translated here). */
  title: string;
  /** The form, given a callback to call once it was submitted valid. */
  children: (onValid: () => void) => ReactNode;
}

/** One demo form in a widget; a valid submit says so above the form until the next change of heart. */
export function FormWidget({ title, children }: FormWidgetProps) {
  const { t } = useTranslation();
  const [isSent, setSent] = useState(false);
  return (
    <Cell>
      <Widget defaultTitle={t(title)} icon={<Icon icon={faPenToSquare} />}>
        {isSent && (
          <Alert variant="success" role="status" isDismissible onDismiss={() => setSent(false)}>
            {t('Every field is valid: the form was submitted.')}
          </Alert>
        )}
        {children(() => setSent(true))}
      </Widget>
    </Cell>
  );
}

/** Props of the demo forms: called once the user submits a valid form. */
export interface DemoFormProps {
  onValid: () => void;
}

/** The submit button of a demo form, at the end of its footer row. */
export function SubmitRow({ label }: { label: string }) {
  return (
    <FormActions>
      <Button type="submit" variant="primary">
        {label}
      </Button>
    </FormActions>
  );
}

/** The "name" and "email" fields most demo forms start with, side by side. */
export function NameAndEmail() {
  const { t } = useTranslation();
  return (
    <FormRow>
      <FormTextField name="name" label={t('Name')} autoComplete="name" isRequired />
      <FormTextField name="email" label={t('E-mail')} type="email" autoComplete="email" isRequired />
    </FormRow>
  );
}
