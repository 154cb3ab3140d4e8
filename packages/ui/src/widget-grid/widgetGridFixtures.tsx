import type { ReactNode } from 'react';
import { useWidgetSlot } from '../widget/WidgetSlotContext';

/** A bare card that consumes the grid's slot the way a widget does; for the grid's own tests and stories. */
export function FixtureCard({ title, children }: { title: string; children?: ReactNode }) {
  const slot = useWidgetSlot();
  const state = slot?.state ?? {};
  const name = state.title ?? title;
  const handle = slot?.dragHandle;
  return (
    <section aria-label={name} style={{ border: '1px solid currentColor' }}>
      <header ref={handle?.setRef} {...handle?.attributes} {...handle?.listeners} style={{ padding: 8 }}>
        <h2 style={{ margin: 0, fontSize: 14 }}>{name}</h2>
        <button
          type="button"
          aria-expanded={!state.isCollapsed}
          onClick={() => slot?.onStateChange({ isCollapsed: !state.isCollapsed })}
        >
          Collapse {name}
        </button>
        <button type="button" onClick={() => slot?.onDelete()}>
          Delete {name}
        </button>
      </header>
      {!state.isCollapsed && <div style={{ padding: 8, minHeight: 40 }}>{children}</div>}
    </section>
  );
}

/** Titles of the widgets in each column, as drawn. */
export function columnTitles(root: Element): string[][] {
  return [...root.querySelectorAll('[data-widget-column]')].map((column) =>
    [...column.querySelectorAll('[data-widget-id]')].map(
      (item) => item.querySelector('h1, h2, h3, h4, h5, h6')?.textContent ?? '',
    ),
  );
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 30));

/** Drags `handle` with a mouse pointer so that its top-left corner lands on `target`'s centre, in steps. */
export async function dragWithPointer(handle: Element, target: Element) {
  const from = handle.getBoundingClientRect();
  const to = target.getBoundingClientRect();
  const start = { x: from.left + 10, y: from.top + 10 };
  const end = { x: to.left + to.width / 2, y: to.top + to.height / 2 };
  const fire = (type: string, point: { x: number; y: number }, on: EventTarget) =>
    on.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        isPrimary: true,
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
        pointerType: 'mouse',
        clientX: point.x,
        clientY: point.y,
      }),
    );
  fire('pointerdown', start, handle);
  await pause();
  for (let step = 1; step <= 8; step += 1) {
    const t = step / 8;
    fire('pointermove', { x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t }, document);
    await pause();
  }
  fire('pointerup', end, document);
  await pause();
}

/** The element a widget is dragged by: its header, marked by the grid's drag attributes. */
export function dragHandleOf(region: Element): HTMLElement {
  const handle = region.querySelector<HTMLElement>('[aria-roledescription="sortable widget"]');
  if (!handle) throw new Error('This widget has no drag handle');
  return handle;
}
