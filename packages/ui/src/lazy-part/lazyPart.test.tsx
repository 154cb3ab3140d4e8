import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithTheme } from '../../test/render';
import { lazyPart } from './lazyPart';

/** A load the test settles by hand, counting how often it was asked for. */
function manualLoad() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<(props: { name: string }) => ReactNode>((resolve, reject) =>
      calls.push({ resolve: () => resolve(Greeting), reject }),
    );
  return { load, calls };
}

function Greeting({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      Hello {name}, {clicks} clicks
    </button>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Failed: retry
      </button>
    ) : (
      this.props.children
    );
  }
}

function Host({ Part }: { Part: ComponentType<{ name: string }> }) {
  const [name, setName] = useState('Ada');
  return (
    <>
      <button type="button" onClick={() => setName('Grace')}>
        Rename
      </button>
      <Boundary>
        <Suspense fallback={<p>Loading part</p>}>
          <Part name={name} />
        </Suspense>
      </Boundary>
    </>
  );
}

describe('lazyPart', () => {
  it('shows the fallback while the code loads, then the part, loading the code once', async () => {
    const { load, calls } = manualLoad();
    const { Part, preload } = lazyPart(load);
    const screen = await renderWithTheme(<Host Part={Part} />);
    await expect.element(screen.getByText('Loading part')).toBeInTheDocument();
    void preload();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await expect.element(screen.getByRole('button', { name: 'Hello Ada, 0 clicks' })).toBeInTheDocument();
  });

  it('renders a preloaded part at once, with no fallback', async () => {
    const { load, calls } = manualLoad();
    const { Part, preload } = lazyPart(load);
    const loading = preload();
    calls[0]!.resolve();
    await loading;
    const screen = await renderWithTheme(<Host Part={Part} />);
    expect(screen.container.textContent).toContain('Hello Ada, 0 clicks');
    expect(screen.container.textContent).not.toContain('Loading part');
  });

  it('keeps the part mounted, with its state, when it re-renders after loading', async () => {
    const { load, calls } = manualLoad();
    const { Part } = lazyPart(load);
    const screen = await renderWithTheme(<Host Part={Part} />);
    calls[0]!.resolve();
    await userEvent.click(screen.getByRole('button', { name: 'Hello Ada, 0 clicks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await expect.element(screen.getByRole('button', { name: 'Hello Grace, 1 clicks' })).toBeInTheDocument();
  });

  it('hands a failed load to the error boundary, and loads again once asked anew', async () => {
    const { load, calls } = manualLoad();
    const { Part, preload } = lazyPart(load);
    const screen = await renderWithTheme(<Host Part={Part} />);
    calls[0]!.reject(new Error('offline'));
    await expect.element(screen.getByRole('button', { name: 'Failed: retry' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    void preload();
    await userEvent.click(screen.getByRole('button', { name: 'Failed: retry' }));
    await expect.element(screen.getByText('Loading part')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await expect.element(screen.getByRole('button', { name: 'Hello Ada, 0 clicks' })).toBeInTheDocument();
  });
});
