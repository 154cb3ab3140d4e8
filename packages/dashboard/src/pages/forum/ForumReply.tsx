import { forwardRef } from 'react';
import styled from 'styled-components';
import { Alert, Button, Icon, RichTextEditor, useTranslation } from '@atrium/ui';
import { faPaperPlane } from '@fortawesome/free-solid-svg-icons';
import type { useForumReply } from './useForumReply';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Submit = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Props of {@link ForumReply}. */
export interface ForumReplyProps {
  reply: ReturnType<typeof useForumReply>;
}

/** The reply editor under a topic, with what went wrong above it and the button that posts it. */
export const ForumReply = forwardRef<HTMLFormElement, ForumReplyProps>(function ForumReply({ reply }, ref) {
  const { t } = useTranslation();
  return (
    <Form
      ref={ref}
      aria-label={t('Reply')}
      onSubmit={(event) => {
        event.preventDefault();
        void reply.post();
      }}
    >
      {reply.problem?.kind === 'empty' && (
        <Alert variant="warning" title={t('Nothing to post')}>
          {t('Write your reply before posting it.')}
        </Alert>
      )}
      {reply.problem?.kind === 'failed' && (
        <Alert variant="danger" title={t('Not posted')}>
          {t('{reason}. Everything you typed is still here: try again.', {
            reason: reply.problem.reason ?? '',
          })}
        </Alert>
      )}
      <RichTextEditor
        key={reply.version}
        label={t('Your reply')}
        defaultValue={reply.start}
        onChange={reply.setHtml}
        height={240}
      />
      <Submit>
        <Button
          type="submit"
          variant="primary"
          icon={<Icon icon={faPaperPlane} />}
          isDisabled={reply.isPosting}
        >
          {t('Post reply')}
        </Button>
      </Submit>
    </Form>
  );
});
