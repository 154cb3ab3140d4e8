import { useState, type FormEvent } from 'react';
import { Button, TextArea, TextField, useNotify } from '@atrium/ui';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Props of {@link BugReportForm}. */
export interface BugReportFormProps {
  /** Where the report was started, sent along with it, e.g. "Live stats". */
  context: string;
  /** Closes the dialog the form sits in. */
  onClose: () => void;
}

/** The "Report a bug" form: a summary (required) and what happened; sending confirms with a notification. */
export function BugReportForm({ context, onClose }: BugReportFormProps) {
  const notify = useNotify();
  const [summary, setSummary] = useState('');
  const [details, setDetails] = useState('');
  const [isSummaryMissing, setSummaryMissing] = useState(false);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!summary.trim()) {
      setSummaryMissing(true);
      return;
    }
    notify.small({
      title: 'Bug report sent',
      content: `Thank you. “${summary.trim()}” (${context}) is with the team.`,
      variant: 'success',
    });
    onClose();
  };

  return (
    <Form onSubmit={send} noValidate aria-label="Bug report">
      <TextField
        label="Summary"
        value={summary}
        onChange={(value) => {
          setSummary(value);
          if (value.trim()) setSummaryMissing(false);
        }}
        isRequired
        isInvalid={isSummaryMissing}
        errorMessage="Say in a few words what went wrong."
      />
      <TextArea
        label="What happened"
        description="What you did, what you expected and what you saw instead."
        value={details}
        onChange={setDetails}
      />
      <Actions>
        <Button onPress={onClose}>Cancel</Button>
        <Button type="submit" variant="primary">
          Send report
        </Button>
      </Actions>
    </Form>
  );
}
