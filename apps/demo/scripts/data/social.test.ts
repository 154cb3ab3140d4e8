import { describe, expect, it } from 'vitest';
import { socialWallSchema } from '../../../../packages/dashboard/src/api/schemas';
import { socialPhotoFiles, socialWall } from './social.mjs';

describe('the demo Social Wall cards', () => {
  it('pass the schema the dashboard reads them with', () => {
    expect(socialWallSchema.safeParse(socialWall).success).toBe(true);
  });

  it('show only photos the demo generates, each described for screen readers', () => {
    for (const photo of socialWall.photos.photos) {
      expect(Object.keys(socialPhotoFiles)).toContain(photo.src.replace(/^api\//, ''));
      expect(photo.alt.length, photo.id).toBeGreaterThan(10);
    }
  });

  it('list forum topics newest first', () => {
    const ages = socialWall.forumTopics.map((topic) => topic.minutesAgo);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
  });
});
