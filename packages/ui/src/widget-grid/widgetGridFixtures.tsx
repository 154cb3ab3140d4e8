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

/** The element a widget is dragged by: its header, marked by the grid's drag attributes. */
export function dragHandleOf(region: Element): HTMLElement {
  const handle = region.querySelector<HTMLElement>('[aria-roledescription="sortable widget"]');
  if (!handle) throw new Error('This widget has no drag handle');
  return handle;
}
