import { useMemo, useRef } from 'react';
import { Button, Icon, PageHeader, WidgetGrid, useTranslation, type WidgetGridHandle } from '@atrium/ui';
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
  const { t } = useTranslation();
  const items = useMemo(() => showcaseWidgets(t), [t]);
  return (
    <>
      <PageHeader
        title={t('Widgets')}
        subtitle={t('Sortable, collapsible, remembered')}
        icon={<Icon icon={faRectangleList} />}
        aside={
          <Button icon={<Icon icon={faRotateLeft} />} onPress={() => gridRef.current?.resetLayout()}>
            {t('Reset widgets')}
          </Button>
        }
      />
      <Intro>
        {t(
          'Drag a widget by its header to reorder it or move it to the other column; with the keyboard, focus a header, press Space, use the arrow keys and press Space again. Order, titles, colours, collapsed widgets and deletions are kept in this browser until you reset the widgets.',
        )}
      </Intro>
      <WidgetGrid ref={gridRef} gridId={widgetsPageGridId} items={items} defaultLayout={showcaseLayout} />
    </>
  );
}
