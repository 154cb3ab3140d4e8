import { useState } from 'react';
import {
  Button,
  TabList,
  TabPanel,
  Widget,
  createWidgetLayout,
  useTabs,
  type TabItem,
  type WidgetGridItem,
  type WidgetLoader,
} from '@atrium/ui';
import styled from 'styled-components';

/** Grid id of the widgets page: its layout is stored under `atrium.widgets.widgets-page`. */
export const widgetsPageGridId = 'widgets-page';

const Note = styled.p`
  margin: 0;

  & + & {
    margin-block-start: ${({ theme }) => theme.space.sm};
  }

  code {
    font-family: ${({ theme }) => theme.typography.mono};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const FooterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Waits `ms`, or rejects as soon as the widget aborts the request (a newer load, or unmounting). */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

const loadReport: WidgetLoader = async (signal) => {
  await delay(800, signal);
  return (
    <Note>
      Loaded on demand: this text arrived from a loader after a short delay. The refresh button runs the
      loader again.
    </Note>
  );
};

const timeFormat = new Intl.DateTimeFormat('en', { timeStyle: 'medium' });
/** Seconds between two server-time loads. */
export const serverTimeRefreshMs = 5000;

const loadServerTime: WidgetLoader = async (signal) => {
  await delay(300, signal);
  return (
    <Note>
      Server time: <strong>{timeFormat.format(new Date())}</strong>. The widget loads it again{' '}
      {serverTimeRefreshMs / 1000} seconds after each load (<code>refreshInterval</code>).
    </Note>
  );
};

const loadFailing: WidgetLoader = async (signal) => {
  await delay(600, signal);
  throw new Error('The demo server refused this request.');
};

const periods: TabItem[] = [
  {
    key: 'week',
    title: 'Week',
    content: <Note>Tabs in the header toolbar switch this body: this week.</Note>,
  },
  { key: 'month', title: 'Month', content: <Note>The month view: the body follows the selected tab.</Note> },
];

function ToolbarTabsWidget() {
  const state = useTabs({ items: periods });
  return (
    <Widget defaultTitle="Toolbar tabs" toolbar={<TabList state={state} size="sm" aria-label="Period" />}>
      {/* The widget's body pads it already, as it does its siblings' bodies. */}
      <TabPanel state={state} isFlush />
    </Widget>
  );
}

function FooterWidget() {
  const [decision, setDecision] = useState<string | null>(null);
  return (
    <Widget
      defaultTitle="With footer"
      footer={
        <FooterRow>
          <span>{decision ? `Request ${decision}.` : 'Awaiting review.'}</span>
          <span>
            <Button size="sm" onPress={() => setDecision('declined')}>
              Decline
            </Button>{' '}
            <Button size="sm" variant="primary" onPress={() => setDecision('approved')}>
              Approve
            </Button>
          </span>
        </FooterRow>
      }
    >
      <Note>
        A <code>footer</code> is a row under the body for totals or actions; it folds away with the body.
      </Note>
    </Widget>
  );
}

const onlyButton = (name: 'collapse' | 'edit' | 'fullScreen' | 'delete') => ({
  collapse: name === 'collapse',
  edit: name === 'edit',
  color: false,
  fullScreen: name === 'fullScreen',
  delete: name === 'delete',
});

/** The widgets of the /widgets page, each showing one button or option and saying which. */
export const showcaseWidgets: WidgetGridItem[] = [
  {
    id: 'default',
    title: 'Default widget',
    children: (
      <Widget defaultTitle="Default widget">
        <Note>
          A widget comes with five header buttons: collapse, edit (title and colour), colour, full screen and
          delete. Drag it by its header to move it.
        </Note>
      </Widget>
    ),
  },
  {
    id: 'collapsible',
    title: 'Collapsible widget',
    children: (
      <Widget defaultTitle="Collapsible widget" buttons={onlyButton('collapse')}>
        <Note>Only the collapse button: it folds this body away and the grid remembers it.</Note>
      </Widget>
    ),
  },
  {
    id: 'title-change',
    title: 'Title change',
    children: (
      <Widget defaultTitle="Title change" buttons={onlyButton('edit')}>
        <Note>Only the edit button: rename the widget or pick its colour; the new title is remembered.</Note>
      </Widget>
    ),
  },
  {
    id: 'collapsed',
    title: 'Collapsed by default',
    children: (
      <Widget defaultTitle="Collapsed by default" defaultCollapsed buttons={onlyButton('collapse')}>
        <Note>
          This widget starts folded (<code>defaultCollapsed</code>); expanding it is remembered.
        </Note>
      </Widget>
    ),
  },
  {
    id: 'full-screen',
    title: 'Full screen',
    children: (
      <Widget defaultTitle="Full screen" defaultColor="success" buttons={onlyButton('fullScreen')}>
        <Note>
          Only the full-screen button: the widget fills the window until Escape or the button again.
        </Note>
      </Widget>
    ),
  },
  {
    id: 'fixed',
    title: 'Not sortable',
    isSortable: false,
    children: (
      <Widget defaultTitle="Not sortable" defaultColor="dark" buttons={onlyButton('collapse')}>
        <Note>
          Marked <code>isSortable: false</code>: it has no drag handle and stays where it is, while others
          move around it.
        </Note>
      </Widget>
    ),
  },
  {
    id: 'colours',
    title: 'Colour variants',
    children: (
      <Widget defaultTitle="Colour variants" defaultColor="primary" buttons={{ fullScreen: false }}>
        <Note>
          Headers take one of thirteen colours (<code>defaultColor</code>); open the colour button to try
          them. Every skin paints them from its own palette.
        </Note>
      </Widget>
    ),
  },
  { id: 'toolbar', title: 'Toolbar tabs', children: <ToolbarTabsWidget /> },
  {
    id: 'ajax',
    title: 'Ajax loaded',
    children: (
      <Widget defaultTitle="Ajax loaded" defaultColor="info" load={loadReport}>
        <Note>Loading the report…</Note>
      </Widget>
    ),
  },
  { id: 'footer', title: 'With footer', children: <FooterWidget /> },
  {
    id: 'server-time',
    title: 'Server time',
    children: (
      <Widget
        defaultTitle="Server time"
        defaultColor="neutral"
        load={loadServerTime}
        refreshInterval={serverTimeRefreshMs}
        buttons={{ edit: false, color: false }}
      />
    ),
  },
  {
    id: 'failing',
    title: 'Failing ajax',
    children: (
      <Widget
        defaultTitle="Failing ajax"
        defaultColor="warning"
        load={loadFailing}
        buttons={{ fullScreen: false }}
      >
        <Note>Loading…</Note>
      </Widget>
    ),
  },
  {
    id: 'no-buttons',
    title: 'No buttons',
    children: (
      <Widget defaultTitle="No buttons" buttons={false}>
        <Note>
          <code>buttons={'{false}'}</code> hides every header button; the widget can still be dragged.
        </Note>
      </Widget>
    ),
  },
  {
    id: 'delete-only',
    title: 'Delete only',
    children: (
      <Widget defaultTitle="Delete only" defaultColor="dangerDark" buttons={onlyButton('delete')}>
        <Note>
          Only the delete button: it asks first, then removes the widget until the widgets are reset.
        </Note>
      </Widget>
    ),
  },
];

/** Two columns on wide screens, as in the template; they stack on narrow ones. */
export const showcaseLayout = createWidgetLayout([
  ['default', 'title-change', 'full-screen', 'colours', 'ajax', 'failing', 'no-buttons'],
  ['fixed', 'collapsible', 'collapsed', 'toolbar', 'footer', 'server-time', 'delete-only'],
]);
