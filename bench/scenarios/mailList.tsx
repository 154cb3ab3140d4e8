import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AtriumProvider, MailList, useMailList, type MailListItem } from '@atrium/ui';
import { mailListSample } from '../../packages/ui/src/mail-list/mailListSample';

const messageCount = 10_000;
const runs = 7;
const scrollSteps = 40;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 100) / 100;
}

const nextFrame = () => new Promise<number>((done) => requestAnimationFrame(done));

function Folder({ items }: { items: readonly MailListItem[] }) {
  const state = useMailList({ ids: items.map((item) => item.id), onOpen: () => undefined });
  return <MailList items={items} state={state} onOpen={() => undefined} aria-label="Inbox" height={640} />;
}

/** The baseline: the same rows drawn whole, as a list without virtualisation would. */
function PlainFolder({ items }: { items: readonly MailListItem[] }) {
  return (
    <div style={{ blockSize: 640, overflow: 'auto' }}>
      <table>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <input type="checkbox" aria-label={`Select ${item.subject}`} />
              </td>
              <td>{item.sender}</td>
              <td>
                {item.subject} – {item.teaser}
              </td>
              <td>
                <time dateTime={item.dateTime}>{item.date}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Median time to draw a folder of 10 000 messages, from render to committed DOM. */
async function openTimes(container: HTMLElement, draw: (items: readonly MailListItem[]) => ReactElement) {
  const items = mailListSample(messageCount);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const root = createRoot(container);
    const start = performance.now();
    flushSync(() => root.render(<AtriumProvider>{draw(items)}</AtriumProvider>));
    times.push(performance.now() - start);
    root.unmount();
    await new Promise((done) => setTimeout(done, 0));
  }
  return median(times);
}

/** The longest frame while the 10 000-message list is scrolled from top to bottom in even steps. */
async function longestScrollFrame(container: HTMLElement) {
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <AtriumProvider>
        <Folder items={mailListSample(messageCount)} />
      </AtriumProvider>,
    ),
  );
  const grid = container.querySelector<HTMLElement>('[role="grid"]')!;
  const step = grid.scrollHeight / scrollSteps;
  const frames: number[] = [];
  let last = await nextFrame();
  for (let index = 1; index <= scrollSteps; index += 1) {
    grid.scrollTop = step * index;
    const now = await nextFrame();
    frames.push(now - last);
    last = now;
  }
  root.unmount();
  return Math.round(Math.max(...frames) * 100) / 100;
}

/**
 * MailList with 10 000 messages: folder open against the same rows drawn whole (the baseline, measured in
 * the same run), and the longest frame of a scroll through the folder (smooth means none over 50 ms).
 */
export default async function mailList(container: HTMLElement) {
  const open = await openTimes(container, (items) => <Folder items={items} />);
  // Scrolled before the baseline runs, so its 10 000 drawn rows leave no garbage to collect mid-scroll.
  const scrollFrames: number[] = [];
  for (let run = 0; run < 3; run += 1) scrollFrames.push(await longestScrollFrame(container));
  const plain = await openTimes(container, (items) => <PlainFolder items={items} />);
  return {
    'mail list 10k: folder open (ms)': { ms: open, baseline: plain },
    'mail list 10k baseline, all rows drawn: folder open (ms)': plain,
    'mail list 10k: longest scroll frame (ms)': median(scrollFrames),
  };
}
