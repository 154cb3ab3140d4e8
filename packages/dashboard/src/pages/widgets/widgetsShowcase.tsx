import { useState } from 'react';
import {
  Button,
  TabList,
  TabPanel,
  Widget,
  createWidgetLayout,
  useTabs,
  useTranslation,
  type TabItem,
  type Translate,
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

/** A translated note; `{code}` in its text stands for the given identifier, set as code. */
function Explained({ text, code }: { text: string; code?: string }) {
  const { t } = useTranslation();
  const [before, after] = t(text).split('{code}');
  return (
    <Note>
      {before}
      {code !== undefined && after !== undefined && (
        <>
          <code>{code}</code>
          {after}
        </>
      )}
    </Note>
  );
}

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
    <Explained text="Loaded on demand: this text arrived from a loader after a short delay. The refresh button runs the loader again." />
  );
};

/** Seconds between two server-time loads. */
export const serverTimeRefreshMs = 5000;

function ServerTime({ time }: { time: Date }) {
  const { t, locale } = useTranslation();
  const [before = '', after = ''] = t(
    'Server time: {time}. The widget loads it again {seconds} seconds after each load ({code}).',
    { seconds: serverTimeRefreshMs / 1000 },
  ).split('{code}');
  const [start, end = ''] = before.split('{time}');
  return (
    <Note>
      {start}
      <strong>{new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(time)}</strong>
      {end}
      <code>refreshInterval</code>
      {after}
    </Note>
  );
}

const loadServerTime: WidgetLoader = async (signal) => {
  await delay(300, signal);
  return <ServerTime time={new Date()} />;
};

function failingLoader(t: Translate): WidgetLoader {
  return async (signal) => {
    await delay(600, signal);
    throw new Error(t('The demo server refused this request.'));
  };
}

function ToolbarTabsWidget() {
  const { t } = useTranslation();
  const periods: TabItem[] = [
    {
      key: 'week',
      title: t('Week'),
      content: <Explained text="Tabs in the header toolbar switch this body: this week." />,
    },
    {
      key: 'month',
      title: t('Month'),
      content: <Explained text="The month view: the body follows the selected tab." />,
    },
  ];
  const state = useTabs({ items: periods });
  return (
    <Widget
      defaultTitle={t('Toolbar tabs')}
      toolbar={<TabList state={state} size="sm" aria-label={t('Period')} />}
    >
      {/* The widget's body pads it already, as it does its siblings' bodies. */}
      <TabPanel state={state} isFlush />
    </Widget>
  );
}

function FooterWidget() {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<'approved' | 'declined' | null>(null);
  const decisionText = {
    approved: t('Request approved.'),
    declined: t('Request declined.'),
  };
  return (
    <Widget
      defaultTitle={t('With footer')}
      footer={
        <FooterRow>
          <span>{decision ? decisionText[decision] : t('Awaiting review.')}</span>
          <span>
            <Button size="sm" onPress={() => setDecision('declined')}>
              {t('Decline')}
            </Button>{' '}
            <Button size="sm" variant="primary" onPress={() => setDecision('approved')}>
              {t('Approve')}
            </Button>
          </span>
        </FooterRow>
      }
    >
      <Explained
        text="A {code} is a row under the body for totals or actions; it folds away with the body."
        code="footer"
      />
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

/** The widgets of the /widgets page in the reader's language, each showing one button or option and saying which. */
export function showcaseWidgets(t: Translate): WidgetGridItem[] {
  return [
    {
      id: 'default',
      title: t('Default widget'),
      children: (
        <Widget defaultTitle={t('Default widget')}>
          <Explained text="A widget comes with five header buttons: collapse, edit (title and colour), colour, full screen and delete. Drag it by its header to move it." />
        </Widget>
      ),
    },
    {
      id: 'collapsible',
      title: t('Collapsible widget'),
      children: (
        <Widget defaultTitle={t('Collapsible widget')} buttons={onlyButton('collapse')}>
          <Explained text="Only the collapse button: it folds this body away and the grid remembers it." />
        </Widget>
      ),
    },
    {
      id: 'title-change',
      title: t('Title change'),
      children: (
        <Widget defaultTitle={t('Title change')} buttons={onlyButton('edit')}>
          <Explained text="Only the edit button: rename the widget or pick its colour; the new title is remembered." />
        </Widget>
      ),
    },
    {
      id: 'collapsed',
      title: t('Collapsed by default'),
      children: (
        <Widget defaultTitle={t('Collapsed by default')} defaultCollapsed buttons={onlyButton('collapse')}>
          <Explained
            text="This widget starts folded ({code}); expanding it is remembered."
            code="defaultCollapsed"
          />
        </Widget>
      ),
    },
    {
      id: 'full-screen',
      title: t('Full screen'),
      children: (
        <Widget defaultTitle={t('Full screen')} defaultColor="success" buttons={onlyButton('fullScreen')}>
          <Explained text="Only the full-screen button: the widget fills the window until Escape or the button again." />
        </Widget>
      ),
    },
    {
      id: 'fixed',
      title: t('Not sortable'),
      isSortable: false,
      children: (
        <Widget defaultTitle={t('Not sortable')} defaultColor="dark" buttons={onlyButton('collapse')}>
          <Explained
            text="Marked {code}: it has no drag handle and stays where it is, while others move around it."
            code="isSortable: false"
          />
        </Widget>
      ),
    },
    {
      id: 'colours',
      title: t('Colour variants'),
      children: (
        <Widget defaultTitle={t('Colour variants')} defaultColor="primary" buttons={{ fullScreen: false }}>
          <Explained
            text="Headers take one of thirteen colours ({code}); open the colour button to try them. Every skin paints them from its own palette."
            code="defaultColor"
          />
        </Widget>
      ),
    },
    { id: 'toolbar', title: t('Toolbar tabs'), children: <ToolbarTabsWidget /> },
    {
      id: 'ajax',
      title: t('Ajax loaded'),
      children: (
        <Widget defaultTitle={t('Ajax loaded')} defaultColor="info" load={loadReport}>
          <Explained text="Loading the report…" />
        </Widget>
      ),
    },
    { id: 'footer', title: t('With footer'), children: <FooterWidget /> },
    {
      id: 'server-time',
      title: t('Server time'),
      children: (
        <Widget
          defaultTitle={t('Server time')}
          defaultColor="neutral"
          load={loadServerTime}
          refreshInterval={serverTimeRefreshMs}
          buttons={{ edit: false, color: false }}
        />
      ),
    },
    {
      id: 'failing',
      title: t('Failing ajax'),
      children: (
        <Widget
          defaultTitle={t('Failing ajax')}
          defaultColor="warning"
          load={failingLoader(t)}
          buttons={{ fullScreen: false }}
        >
          <Explained text="Loading…" />
        </Widget>
      ),
    },
    {
      id: 'no-buttons',
      title: t('No buttons'),
      children: (
        <Widget defaultTitle={t('No buttons')} buttons={false}>
          <Explained
            text="{code} hides every header button; the widget can still be dragged."
            code="buttons={false}"
          />
        </Widget>
      ),
    },
    {
      id: 'delete-only',
      title: t('Delete only'),
      children: (
        <Widget defaultTitle={t('Delete only')} defaultColor="dangerDark" buttons={onlyButton('delete')}>
          <Explained text="Only the delete button: it asks first, then removes the widget until the widgets are reset." />
        </Widget>
      ),
    },
  ];
}

/** Two columns on wide screens, as in the template; they stack on narrow ones. */
export const showcaseLayout = createWidgetLayout([
  ['default', 'title-change', 'full-screen', 'colours', 'ajax', 'failing', 'no-buttons'],
  ['fixed', 'collapsible', 'collapsed', 'toolbar', 'footer', 'server-time', 'delete-only'],
]);
