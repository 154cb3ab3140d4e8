import { useState } from 'react';
import {
  Button,
  Dialog,
  Icon,
  TabList,
  TabPanel,
  TextArea,
  TextField,
  useTabs,
  useTranslation,
  type TabItem,
} from '@atrium/ui';
import { faPlus } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { newDynamicTab, type DynamicTab } from './dynamicTab';
import { Fields } from './showcase.styles';

/** The dynamic-tab dialog is a fixed 600 px wide (narrower only when the window is). */
export const dynamicTabDialogWidth = 600;

const Toolbar = styled.div`
  margin-block-end: ${({ theme }) => theme.space.md};
`;

const PanelText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

/** Props of {@link DynamicTabs}. */
export interface DynamicTabsProps {
  /** Tabs shown before any is added; new tabs are numbered after them. */
  initialTabs: readonly DynamicTab[];
  /** Names the tab list. */
  label: string;
}

/** Tabs with an "Add tab" button whose dialog asks for a title and content; blanks get "Tab N" names. */
export function DynamicTabs({ initialTabs, label }: DynamicTabsProps) {
  const { t } = useTranslation();
  const [tabs, setTabs] = useState<readonly DynamicTab[]>(initialTabs);
  const [selectedKey, setSelectedKey] = useState<string>(initialTabs[0]?.key ?? '');
  const [isOpen, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');

  const items: TabItem[] = tabs.map((tab) => ({
    key: tab.key,
    title: tab.title,
    textValue: tab.title,
    content: <PanelText>{tab.content}</PanelText>,
  }));
  const state = useTabs({ items, selectedKey, onSelectionChange: (key) => setSelectedKey(String(key)) });

  const open = () => {
    setTitle('');
    setContent('');
    setOpen(true);
  };
  const add = () => {
    const tab = newDynamicTab(tabs.length + 1, title, content);
    setTabs([...tabs, tab]);
    setSelectedKey(tab.key);
    setOpen(false);
  };

  return (
    <>
      <Toolbar>
        <Button variant="primary" size="sm" icon={<Icon icon={faPlus} />} onPress={open}>
          {t('Add tab')}
        </Button>
      </Toolbar>
      <TabList state={state} aria-label={label} />
      <TabPanel state={state} />
      <Dialog
        title={t('Add a tab')}
        isOpen={isOpen}
        onOpenChange={setOpen}
        width={dynamicTabDialogWidth}
        closeLabel={t('Close')}
        footer={
          <>
            <Button onPress={() => setOpen(false)}>{t('Cancel')}</Button>
            <Button variant="primary" onPress={add}>
              {t('Add')}
            </Button>
          </>
        }
      >
        <Fields>
          <TextField
            label={t('Title')}
            description={t('Left blank, the tab is called "Tab N".')}
            value={title}
            onChange={setTitle}
            onKeyDown={(event) => {
              if (event.key === 'Enter') add();
            }}
          />
          <TextArea label={t('Content')} value={content} onChange={setContent} />
        </Fields>
      </Dialog>
    </>
  );
}
