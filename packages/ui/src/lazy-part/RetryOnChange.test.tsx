import { Suspense, useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithTheme } from '../../test/render';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import { lazyPart } from './lazyPart';
import { RetryOnChange } from './RetryOnChange';

function Notice({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A part whose first load fails, as when the network drops, and whose later loads succeed. */
function flakyPart() {
  let calls = 0;
  const part = lazyPart<{ text: string }>(() => {
    calls += 1;
    return calls === 1
      ? Promise.reject(new Error('offline'))
      : Promise.resolve(Notice as ComponentType<{ text: string }>);
  });
  return { part, calls: () => calls };
}

function Host({ part }: { part: ReturnType<typeof flakyPart>['part'] }) {
  const [count, setCount] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        Ask again
      </button>
      <WidgetErrorBoundary
        fallback={(_, retry) => <RetryOnChange value={count} retry={retry} reload={part.preload} />}
      >
        <Suspense fallback={null}>
          <part.Part text={`Notice ${count}`} />
        </Suspense>
      </WidgetErrorBoundary>
    </>
  );
}

describe('RetryOnChange', () => {
  it('draws nothing after a failed load, and loads again once the user asks anew', async () => {
    const { part, calls } = flakyPart();
    const screen = await renderWithTheme(<Host part={part} />);
    await expect.poll(calls).toBe(1);
    // Settle the failure: nothing is drawn and nothing loads again by itself.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.container.textContent).toBe('Ask again');
    expect(calls()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    await expect.element(screen.getByText('Notice 2')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });
});
