// Median time from a keystroke in the Font Awesome page's filter (every solid icon, about 1,400) until the
// gallery shows the new matches, laid out: the page's promise is that typing answers in under 50 ms.
import { createRoot } from 'react-dom/client';
import { AtriumProvider, Icon, IconGallery } from '@atrium/ui';
import {
  loadFontAwesomeItems,
  type FontAwesomeItem,
} from '../../packages/dashboard/src/pages/ui/fontAwesomeSets';

// Typing a word letter by letter, then deleting it, narrows and widens the result in turn.
const words = ['user', 'chart', 'circle', 'house', 'gear'];
const renderIcon = (item: FontAwesomeItem) => <Icon icon={item.definition} isFixedWidth />;
const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 100) / 100;
}

export default async function iconGalleryFilter(container: HTMLElement): Promise<Record<string, number>> {
  const items = await loadFontAwesomeItems('solid');
  container.style.inlineSize = '1100px';
  createRoot(container).render(
    <AtriumProvider>
      <IconGallery items={items} renderIcon={renderIcon} minCellWidth={200} />
    </AtriumProvider>,
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const input = container.querySelector('input')!;
  const status = container.querySelector('[role="status"]')!;
  const durations: number[] = [];
  const type = async (value: string) => {
    const start = performance.now();
    setInputValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // React commits an input event's update before dispatchEvent returns. Reading a size forces the style and layout work the browser would do before painting.
    void container.offsetHeight;
    durations.push(performance.now() - start);
    if (status.textContent?.startsWith(`${items.length} `) !== (value === '')) {
      throw new Error(`The filter did not answer "${value}" in the same task`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  for (const word of words) {
    for (let length = 1; length <= word.length; length += 1) await type(word.slice(0, length));
    for (let length = word.length - 1; length >= 0; length -= 1) await type(word.slice(0, length));
  }
  return { 'icon gallery: one filter keystroke (ms)': median(durations) };
}
