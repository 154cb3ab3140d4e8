import { sanitizedHtmlBody } from '@atrium/ui';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { forumPostResource, type ForumMember, type ForumPost } from '../../api/forumResources';
import { newRecordId } from '../../data/newRecordId';
import { useResourceMutations } from '../../data/useResource';

/** Text of an HTML fragment, to tell an empty reply (`<p></p>`) from a written one. */
const textOf = (html: string) => sanitizedHtmlBody(html).textContent?.trim() ?? '';

/** Keeps a name literal inside the HTML of a quote. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Why a post failed, in the words the error box uses. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return `${error.status} ${error.statusText}`.trim();
  return error instanceof Error ? error.message : String(error);
}

/** Options of {@link useForumReply}. */
export interface UseForumReplyOptions {
  topic: string;
  /** Who writes the reply; `undefined` while the signed-in user loads. */
  author: ForumMember | undefined;
  /** The demo's time shift, taken off the stored time so a new reply sits among the demo's posts. */
  shift: number;
  /** Called once the reply is stored, e.g. to show the last page. */
  onPosted?: (post: ForumPost) => void;
}

/**
 * Owns the reply being written under a topic: its HTML, quoting a post into it, and posting it. A refused
 * post keeps every word and says why; a posted one empties the editor.
 */
export function useForumReply({ topic, author, shift, onPosted }: UseForumReplyOptions) {
  const { create } = useResourceMutations(forumPostResource);
  const [html, setHtml] = useState('');
  // The editor takes its text on mount: a new version remounts it with `start` (after a quote or a post).
  const [version, setVersion] = useState(0);
  const [start, setStart] = useState('');
  const [problem, setProblem] = useState<{ kind: 'empty' | 'failed'; reason?: string } | null>(null);
  const [isPosting, setIsPosting] = useState(false);

  const restart = (text: string) => {
    setStart(text);
    setHtml(text);
    setVersion((value) => value + 1);
  };

  const quote = (post: ForumPost) => {
    const quoted = `<blockquote><p><strong>${escapeHtml(post.author.name)}</strong></p>${post.body}</blockquote><p></p>`;
    restart(textOf(html) === '' ? quoted : `${html}${quoted}`);
  };

  const post = async () => {
    if (!author || isPosting) return;
    if (textOf(html) === '') {
      setProblem({ kind: 'empty' });
      return;
    }
    setProblem(null);
    setIsPosting(true);
    const record: ForumPost = {
      id: newRecordId('post'),
      topic,
      author,
      at: new Date(Date.now() - shift).toISOString(),
      body: html,
    };
    try {
      await create.mutateAsync(record);
      restart('');
      onPosted?.(record);
    } catch (error) {
      // The data client has shown the error box; the reply repeats the reason beside the kept text.
      setProblem({ kind: 'failed', reason: reasonOf(error) });
    } finally {
      setIsPosting(false);
    }
  };

  return { html, setHtml, version, start, problem, isPosting, quote, post };
}
