import { forwardRef } from 'react';
import styled from 'styled-components';
import { Alert, Button, DeferUntilVisible, Icon, RichTextEditor, Skeleton, useTranslation } from '@atrium/ui';
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

const editorHeight = 240;

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
      {/* The editor's code is most of the page's weight and sits below the posts: it loads when scrolled to. */}
      <DeferUntilVisible fallback={<Skeleton variant="rectangle" height={editorHeight} />}>
        <RichTextEditor
          key={reply.version}
          label={t('Your reply')}
          defaultValue={reply.start}
          onChange={reply.setHtml}
          height={editorHeight}
        />
      </DeferUntilVisible>
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
