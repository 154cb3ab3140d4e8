import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithTheme } from '../../../../ui/test/render';
import { Aside, Feed, Side, Wall } from './DashboardSocialPage.styles';

describe('the social wall', () => {
  it('lays its three columns out equally wide on a wide screen', async () => {
    await page.viewport(1440, 900);
    await renderWithTheme(
      <div style={{ width: 1180 }}>
        <Wall>
          <Side data-testid="side">Profile</Side>
          <Feed data-testid="feed">Feed</Feed>
          <Aside data-testid="aside">Activity</Aside>
        </Wall>
      </div>,
    );
    const widths = ['side', 'feed', 'aside'].map((id) => page.getByTestId(id).element().clientWidth);
    expect(new Set(widths).size).toBe(1);
    expect(widths[0]).toBeGreaterThan(340);
  });
});
