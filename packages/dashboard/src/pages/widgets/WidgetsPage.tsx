import { useRef } from 'react';
import { Button, Icon, PageHeader, WidgetGrid, type WidgetGridHandle } from '@atrium/ui';
import { faRectangleList, faRotateLeft } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { showcaseLayout, showcaseWidgets, widgetsPageGridId } from './widgetsShowcase';

// Across the page like the widgets under it, rather than half of it beside an empty band.
const Intro = styled.p`
  margin-block: 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.onBackground};
`;

/** The widgets showcase: one widget per button and option, sortable, with the layout kept in the browser. */
export default function WidgetsPage() {
  const gridRef = useRef<WidgetGridHandle>(null);
  return (
    <>
      <PageHeader
        title="Widgets"
        subtitle="Sortable, collapsible, remembered"
        icon={<Icon icon={faRectangleList} />}
        aside={
          <Button icon={<Icon icon={faRotateLeft} />} onPress={() => gridRef.current?.resetLayout()}>
            Reset widgets
          </Button>
        }
      />
      <Intro>
        Drag a widget by its header to reorder it or move it to the other column; with the keyboard, focus a
        header, press Space, use the arrow keys and press Space again. Order, titles, colours, collapsed
        widgets and deletions are kept in this browser until you reset the widgets.
      </Intro>
      <WidgetGrid
        ref={gridRef}
        gridId={widgetsPageGridId}
        items={showcaseWidgets}
        defaultLayout={showcaseLayout}
      />
    </>
  );
}
