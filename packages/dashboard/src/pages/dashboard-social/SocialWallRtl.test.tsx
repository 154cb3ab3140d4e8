import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { readsLeftToRight } from '../../../../ui/test/readingOrder';
import { renderWithTheme } from '../../../../ui/test/render';
import { FeedPost } from './FeedPost';
import { PollCard } from './PollCard';
import { sampleNow, sampleWall } from './socialCardsSample';

describe('the social wall on a right-to-left page', () => {
  it('keeps an English post in its own order, full stop at its end', async () => {
    const post = {
      id: 'p1',
      author: { name: 'Mira Okafor', picture: 'api/avatars/mo.svg' },
      postedAt: sampleNow - 60_000,
      text: 'The new release is live.',
      likes: 3,
      comments: 1,
      isLiked: false,
    };
    await renderWithTheme(<FeedPost post={post} now={sampleNow} onToggleLike={() => {}} />, {
      direction: 'rtl',
    });
    const text = page.getByText('The new release is live.').element();
    expect(readsLeftToRight(text, 'The', '.')).toBe(true);
  });

  it('keeps an English poll question in its own order, question mark at its end', async () => {
    sessionStorage.removeItem(`atrium.social-poll.${sampleWall.poll.id}`);
    await renderWithTheme(<PollCard poll={sampleWall.poll} now={sampleNow} />, { direction: 'rtl' });
    const question = page.getByText(sampleWall.poll.question).element();
    expect(readsLeftToRight(question, 'Where', '?')).toBe(true);
  });
});
