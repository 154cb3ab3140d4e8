import { useRef, useState } from 'react';
import { Button } from '../button';
import { Widget } from '../widget';
import { createWidgetLayout } from './widgetLayout';
import { WidgetGrid, type WidgetGridHandle, type WidgetGridItem, type WidgetGridProps } from './WidgetGrid';

const widget = (id: string, title: string, text: string, isSortable?: boolean): WidgetGridItem => ({
  id,
  title,
  isSortable,
  children: (
    <Widget defaultTitle={title} buttons={{ fullScreen: false }}>
      <p>{text}</p>
    </Widget>
  ),
});

/** Widgets of the grid stories. */
export const storyWidgets: WidgetGridItem[] = [
  widget('revenue', 'Revenue', 'Drag a widget by its header to another place or column.'),
  widget(
    'visitors',
    'Visitors',
    'With the keyboard: focus the header, press Space, use the arrows, press Space.',
  ),
  widget('orders', 'Orders', 'Collapse, colour and title changes are remembered with the order.'),
  widget('tasks', 'Tasks', 'Deleted widgets stay away until the layout is reset.'),
  widget(
    'pinned',
    'Pinned notice',
    'This widget is fixed: it has no drag handle, but others move around it.',
    false,
  ),
];

/** Default layout of the grid stories: two filled columns and an empty third one. */
export const storyLayout = createWidgetLayout([['revenue', 'visitors', 'orders'], ['pinned', 'tasks'], []]);

/**
 * A grid with "Reload grid" (unmounts and mounts it again against the same storage, as a page reload would)
 * and "Reset layout" buttons, for the stories.
 */
export function WidgetGridStory(props: WidgetGridProps) {
  const [mountCount, setMountCount] = useState(0);
  const gridRef = useRef<WidgetGridHandle>(null);
  return (
    <div>
      <div style={{ display: 'flex', gap: 8, marginBlockEnd: 16 }}>
        <Button onPress={() => setMountCount((count) => count + 1)}>Reload grid</Button>
        <Button onPress={() => gridRef.current?.resetLayout()}>Reset layout</Button>
      </div>
      <WidgetGrid key={mountCount} ref={gridRef} {...props} />
    </div>
  );
}
