import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { AtriumProvider } from '../theme';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  it('draws hidden placeholder lines, the last of several shorter', async () => {
    const screen = await renderWithTheme(
      <div style={{ inlineSize: 200 }}>
        <Skeleton lines={3} />
      </div>,
    );
    const placeholder = screen.container.querySelector('[aria-hidden="true"]')!;
    const lines = [...placeholder.children].map((line) => line.getBoundingClientRect().width);
    expect(lines).toEqual([200, 200, 120]);
  });

  it('draws a circle and a rectangle of the given size', async () => {
    const screen = await renderWithTheme(
      <>
        <Skeleton variant="circle" width={48} />
        <Skeleton variant="rectangle" width="100px" height={60} />
      </>,
    );
    const [circle, rectangle] = [...screen.container.querySelectorAll('[aria-hidden="true"]')];
    expect(circle!.getBoundingClientRect()).toMatchObject({ width: 48, height: 48 });
    expect(getComputedStyle(circle!).borderRadius).toBe('50%');
    expect(rectangle!.getBoundingClientRect()).toMatchObject({ width: 100, height: 60 });
  });

  it('shimmers once the wait passes two seconds, the highlight out of sight until then', async () => {
    const screen = await renderWithTheme(<Skeleton variant="rectangle" width={200} />);
    const shape = screen.container.querySelector('[aria-hidden="true"]')!;
    const highlight = getComputedStyle(shape, '::after');
    expect(highlight.animationName).not.toBe('none');
    expect(highlight.animationIterationCount).toBe('infinite');
    expect(highlight.animationDelay).toBe('2s');
    // The band is half the shape wide; while it waits it stands a whole band's width left of the shape.
    expect(new DOMMatrix(highlight.transform).m41).toBe(-100);
    // Moved by a transform alone, so the compositor runs it without repainting the shape every frame.
    const [animation] = shape.getAnimations({ subtree: true });
    const keyframes = (animation?.effect as KeyframeEffect).getKeyframes();
    expect(
      keyframes
        .flatMap((frame) => Object.keys(frame))
        .filter((key) => !/^(offset|easing|composite|computedOffset)$/.test(key)),
    ).toEqual(['transform', 'transform']);
  });

  it('swaps in its children once loaded', async () => {
    const screen = await renderWithTheme(
      <Skeleton isLoaded={false}>
        <p>Ready</p>
      </Skeleton>,
    );
    expect(page.getByText('Ready').query()).toBeNull();
    await screen.rerender(
      <AtriumProvider>
        <Skeleton isLoaded>
          <p>Ready</p>
        </Skeleton>
      </AtriumProvider>,
    );
    await expect.element(page.getByText('Ready')).toBeVisible();
    expect(screen.container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('marks a group busy, says it is loading, and loads every skeleton inside at once', async () => {
    function Card({ isLoaded }: { isLoaded: boolean }) {
      return (
        <main>
          <SkeletonGroup isLoaded={isLoaded} id="card">
            <Skeleton variant="circle">
              <span>Avatar</span>
            </Skeleton>
            <Skeleton lines={2}>
              <p>Biography</p>
            </Skeleton>
          </SkeletonGroup>
        </main>
      );
    }
    const screen = await renderWithTheme(<Card isLoaded={false} />);
    const group = screen.container.querySelector('#card')!;
    expect(group.getAttribute('aria-busy')).toBe('true');
    await expect.element(page.getByText('Loading')).toBeInTheDocument();
    expect(page.getByText('Biography').query()).toBeNull();
    await expectNoAxeViolations();

    await screen.rerender(
      <AtriumProvider>
        <Card isLoaded />
      </AtriumProvider>,
    );
    expect(group.getAttribute('aria-busy')).toBe('false');
    await expect.element(page.getByText('Avatar')).toBeVisible();
    await expect.element(page.getByText('Biography')).toBeVisible();
    expect(page.getByText('Loading').query()).toBeNull();
  });

  it('lets a skeleton override its group', async () => {
    await renderWithTheme(
      <SkeletonGroup isLoaded={false}>
        <Skeleton isLoaded>
          <p>Title already known</p>
        </Skeleton>
        <Skeleton>
          <p>Body</p>
        </Skeleton>
      </SkeletonGroup>,
    );
    await expect.element(page.getByText('Title already known')).toBeVisible();
    expect(page.getByText('Body').query()).toBeNull();
  });
});
