import { Suspense, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Spinner } from '../spinner';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import { lazyPart, type LazyPart } from './lazyPart';
import { usePreloadOnIntent } from './usePreloadOnIntent';

function InvoiceDetails() {
  return <p>Invoice 42: 1,280.00 EUR, paid on 12 November.</p>;
}

/** A part whose code arrives after `delayMs`; while `failuresLeft` lasts, a load fails as it would offline. */
function slowPart(delayMs: number, failures: number): LazyPart<object> {
  let failuresLeft = failures;
  return lazyPart(
    () =>
      new Promise((resolve, reject) =>
        setTimeout(() => {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            reject(new Error('offline'));
          } else resolve(InvoiceDetails);
        }, delayMs),
      ),
  );
}

interface LazyPartDemoProps {
  /** Milliseconds the part's code takes to arrive. */
  delayMs: number;
  /** How many loads fail before one succeeds. */
  failures: number;
}

/**
 * How Atrium splits a rarely shown piece of a widget (a menu's popup, a dialog, a tooltip's bubble) into its
 * own chunk with the internal `lazyPart`: the trigger preloads on pointer or focus, the part shows through
 * Suspense while it loads, and a failed load reaches an error boundary whose retry asks for the code again.
 */
function LazyPartDemo({ delayMs, failures }: LazyPartDemoProps) {
  const [part] = useState(() => slowPart(delayMs, failures));
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  usePreloadOnIntent(trigger, part.preload);
  return (
    <div>
      <Button ref={trigger} aria-expanded={isOpen} onPress={() => setOpen(!isOpen)}>
        Invoice details
      </Button>
      {isOpen && (
        <WidgetErrorBoundary
          fallback={(_, retry) => (
            <p role="alert">
              The details could not be loaded.{' '}
              <Button size="sm" onPress={() => void part.preload().then(retry)}>
                Try again
              </Button>
            </p>
          )}
        >
          <Suspense fallback={<Spinner aria-label="Loading the details" />}>
            <part.Part />
          </Suspense>
        </WidgetErrorBoundary>
      )}
    </div>
  );
}

const meta = {
  title: 'Utilities/lazyPart (internal)',
  component: LazyPartDemo,
  tags: ['autodocs'],
  args: { delayMs: 300, failures: 0 },
  argTypes: {
    delayMs: { control: { type: 'number', min: 0, max: 5000, step: 100 } },
    failures: { control: { type: 'number', min: 0, max: 3 } },
  },
} satisfies Meta<typeof LazyPartDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The details' code loads when the button is pressed (or hovered, or focused), then shows at once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invoice details' }));
    await expect(await canvas.findByText(/Invoice 42/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Invoice details' }));
    await expect(canvas.queryByText(/Invoice 42/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Invoice details' }));
    await expect(canvas.getByText(/Invoice 42/)).toBeVisible();
  },
};

/** The first load fails, as offline: the boundary says so, and Try again loads the code anew. */
export const FirstLoadFails: Story = {
  args: { failures: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invoice details' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The details could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText(/Invoice 42/)).toBeVisible();
  },
};
