import { useState, type FormEvent } from 'react';
import { Button, TextArea, TextField, useNotify, useTranslation } from '@atrium/ui';
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
  const { t } = useTranslation();
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
      title: t('Bug report sent'),
      content: t('Thank you. “{summary}” ({context}) is with the team.', {
        summary: summary.trim(),
        context,
      }),
      variant: 'success',
    });
    onClose();
  };

  return (
    <Form onSubmit={send} noValidate aria-label={t('Bug report')}>
      <TextField
        label={t('Summary')}
        value={summary}
        onChange={(value) => {
          setSummary(value);
          if (value.trim()) setSummaryMissing(false);
        }}
        isRequired
        isInvalid={isSummaryMissing}
        errorMessage={t('Say in a few words what went wrong.')}
      />
      <TextArea
        label={t('What happened')}
        description={t('What you did, what you expected and what you saw instead.')}
        value={details}
        onChange={setDetails}
      />
      <Actions>
        <Button onPress={onClose}>{t('Cancel')}</Button>
        <Button type="submit" variant="primary">
          {t('Send report')}
        </Button>
      </Actions>
    </Form>
  );
}
