import { useState } from 'react';
import {
  Accordion,
  AUTOCOMPLETE_DELAY_MS,
  AUTOCOMPLETE_MIN_CHARS,
  Combobox,
  DatePicker,
  DropdownMenu,
  DropdownMenuItem,
  Icon,
  NumberField,
  PageHeader,
  ProgressBar,
  RangeSlider,
  Slider,
  useTranslation,
  type SliderRange,
} from '@atrium/ui';
import { faDesktop } from '@fortawesome/free-solid-svg-icons';
import { ContentPanel } from '../misc/ContentPanel';
import { DynamicTabs } from './DynamicTabs';
import { InteractionDialogs } from './InteractionDialogs';
import { searchDemoCities } from './jqueryUiDemo';
import { Note, PanelColumns, PanelStack, Stack } from './showcase.styles';

const menuActions = ['Open', 'Save', 'Print', 'Export', 'Close'] as const;

/** The interactions of the original jQuery UI page, drawn with the kit's own accessible widgets. */
export default function JqueryUiPage() {
  const { t } = useTranslation();
  const [volume, setVolume] = useState(40);
  const [price, setPrice] = useState<SliderRange>([200, 800]);
  const [menuChoice, setMenuChoice] = useState<string | null>(null);
  const money = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;
  return (
    <>
      <PageHeader title={t('UI Elements')} subtitle={t('jQuery UI')} icon={<Icon icon={faDesktop} />} />
      <PanelColumns>
        <PanelStack>
          <ContentPanel title={t('Autocomplete')}>
            <Note>{t('Suggestions appear after three letters, once typing pauses.')}</Note>
            <Combobox
              label={t('City')}
              placeholder={t('Start typing a city')}
              loadItems={searchDemoCities}
              minChars={AUTOCOMPLETE_MIN_CHARS}
              delay={AUTOCOMPLETE_DELAY_MS}
              messages={{
                tooShort: (minChars) => t('Type at least {count} characters', { count: minChars }),
                loading: t('Searching…'),
                empty: t('No matches'),
                error: t('Could not load suggestions'),
              }}
            />
          </ContentPanel>
          <ContentPanel title={t('Dialogs')}>
            <InteractionDialogs />
          </ContentPanel>
          <ContentPanel title={t('Tabs')}>
            <DynamicTabs
              label={t('Demo tabs')}
              initialTabs={[
                {
                  key: 'first',
                  title: t('First tab'),
                  content: t('Tabs group related content under one heading.'),
                },
                { key: 'second', title: t('Second tab'), content: t('Add a tab with the button above.') },
              ]}
            />
          </ContentPanel>
          <ContentPanel title={t('Accordion')}>
            <Accordion
              headingLevel={3}
              defaultExpandedKeys={['section-1']}
              items={[
                {
                  key: 'section-1',
                  title: t('Section 1'),
                  content: t('Only one section is open at a time; opening another closes this one.'),
                },
                {
                  key: 'section-2',
                  title: t('Section 2'),
                  content: t('Headings are buttons, so the keyboard opens them with Enter or Space.'),
                },
                {
                  key: 'section-3',
                  title: t('Section 3'),
                  content: t('Sections slide open and shut unless reduced motion is asked for.'),
                },
              ]}
            />
          </ContentPanel>
        </PanelStack>
        <PanelStack>
          <ContentPanel title={t('Sliders and progress')}>
            <Stack>
              <Slider label={t('Volume')} value={volume} onChange={setVolume} maxValue={100} />
              <RangeSlider
                label={t('Price range')}
                value={price}
                onChange={setPrice}
                step={10}
                formatOptions={money}
                thumbLabels={[t('Minimum price'), t('Maximum price')]}
              />
              <ProgressBar label={t('Volume')} value={volume} variant="info" />
            </Stack>
          </ContentPanel>
          <ContentPanel title={t('Spinners')}>
            <Stack>
              <NumberField
                label={t('Currency')}
                defaultValue={1000}
                minValue={5}
                maxValue={2500}
                step={25}
                formatOptions={money}
              />
              <NumberField
                label={t('Decimal')}
                defaultValue={5.75}
                step={0.01}
                formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
              />
            </Stack>
          </ContentPanel>
          <ContentPanel title={t('Date picker')}>
            <DatePicker label={t('Delivery date')} />
          </ContentPanel>
          <ContentPanel title={t('Menu')}>
            <Note role="status">
              {menuChoice === null
                ? t('Choose an item from the menu.')
                : t('Chosen: {item}', { item: menuChoice })}
            </Note>
            <DropdownMenu label={t('File')} onAction={(key) => setMenuChoice(String(key))}>
              {menuActions.map((action) => (
                <DropdownMenuItem key={t(action)}>{t(action)}</DropdownMenuItem>
              ))}
            </DropdownMenu>
          </ContentPanel>
        </PanelStack>
      </PanelColumns>
    </>
  );
}
