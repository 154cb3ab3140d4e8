import { lazy } from 'react';
import {
  Combobox,
  DeferUntilVisible,
  DatePicker,
  Dial,
  Icon,
  MaskedInput,
  NumberField,
  PageHeader,
  RangeSlider,
  TagsInput,
  Widget,
  useTranslation,
} from '@atrium/ui';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { useCitySource } from '../../../api/cities';
import { FormGrid } from '../FormWidget';
import { InPlaceEditingWidget } from './InPlaceEditingWidget';

// Below the first screen: the colour picker (react-aria's colour hooks) and the multi-select load when
// scrolled to, so the page's first visit does not carry them.
const belowTheFold = () => import('./PluginsBelowTheFold');
const HeaderColourPicker = lazy(() =>
  belowTheFold().then((module) => ({ default: module.HeaderColourPicker })),
);
const CountriesMultiSelect = lazy(() =>
  belowTheFold().then((module) => ({ default: module.CountriesMultiSelect })),
);

/** Holds a deferred control's height until it arrives, so the page does not jump. */
const Reserved = styled.div<{ $height: number }>`
  min-block-size: ${({ $height }) => $height}px;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  min-inline-size: 0;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Dials = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-around;
  gap: ${({ theme }) => theme.space.lg};
`;

const dollars = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;

/**
 * Forms › Plugins: the richer form controls side by side: in-place editing, a date picker with month and
 * year selectors, spinners, a range slider, dials, tags, masked inputs, a colour picker, a multi-select and a
 * city autocomplete.
 */
export default function PluginsPage() {
  const { t, locale } = useTranslation();
  const loadCities = useCitySource(locale);
  const widget = (title: string) => ({ defaultTitle: t(title), icon: <Icon icon={faPenToSquare} /> });
  return (
    <>
      <PageHeader title={t('Forms')} subtitle={t('Form Plugins')} icon={<Icon icon={faPenToSquare} />} />
      <FormGrid>
        <Wide>
          <InPlaceEditingWidget />
        </Wide>
        <Widget {...widget('Spinners')}>
          <Stack>
            <NumberField
              label={t('Budget')}
              minValue={5}
              maxValue={2500}
              step={25}
              defaultValue={1000}
              formatOptions={dollars}
              description={t('From $5 to $2,500 in steps of $25')}
            />
            <NumberField
              label={t('Exchange rate')}
              step={0.01}
              defaultValue={1.08}
              formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
            />
            <DatePicker
              label={t('Start date')}
              placeholder={t('mm/dd/yyyy')}
              description={t('Pick the month and year from the lists')}
            />
          </Stack>
        </Widget>
        <Widget {...widget('Sliders')}>
          <Stack>
            <RangeSlider
              label={t('Price range')}
              minValue={0}
              maxValue={1000}
              step={10}
              defaultValue={[0, 1000]}
              formatOptions={dollars}
              thumbLabels={[t('Lowest price'), t('Highest price')]}
            />
            <Dials>
              <Dial label={t('Volume')} defaultValue={35} />
              <Dial
                label={t('Opacity')}
                maxValue={1}
                step={0.05}
                defaultValue={0.75}
                formatOptions={{ style: 'percent' }}
              />
              <Dial
                label={t('Temperature')}
                minValue={-20}
                maxValue={40}
                defaultValue={21}
                formatOptions={{ style: 'unit', unit: 'celsius' }}
              />
            </Dials>
          </Stack>
        </Widget>
        <Widget {...widget('Tags and masks')}>
          <Stack>
            <TagsInput
              label={t('Skills')}
              defaultValue={['Design', 'React', 'Accessibility']}
              placeholder={t('Add a skill')}
              description={t('Press Enter or type a comma after each skill')}
              removeLabel={(tag) => t('Remove {tag}', { tag })}
              messages={{
                added: (tag) => t('Added {tag}', { tag }),
                removed: (tag) => t('Removed {tag}', { tag }),
                duplicate: (tag) => t('“{tag}” is already in the list', { tag }),
              }}
            />
            <MaskedInput label={t('Phone')} mask="phone" />
            <MaskedInput label={t('Date of birth')} mask="date" />
            <MaskedInput label={t('Card number')} mask="card" />
          </Stack>
        </Widget>
        <Widget {...widget('City autocomplete')} footer={t('City names from GeoNames, CC BY 4.0')}>
          <Combobox
            label={t('City')}
            loadItems={loadCities}
            hasToggleButton={false}
            placeholder={t('Type a city name')}
            description={t('Type at least 3 letters; the largest matching cities come first')}
            messages={{
              tooShort: (count) => t('Type at least {count} characters', { count }),
              loading: t('Searching…'),
              empty: t('No matches'),
              error: t('Could not load the cities: the text you typed is kept'),
              results: (count) => t('{count} cities found', { count }),
            }}
          />
        </Widget>
        <Widget {...widget('Colour picker')}>
          <DeferUntilVisible fallback={<Reserved $height={360} />}>
            <HeaderColourPicker />
          </DeferUntilVisible>
        </Widget>
        <Widget {...widget('Multi-select')}>
          <DeferUntilVisible fallback={<Reserved $height={96} />}>
            <CountriesMultiSelect />
          </DeferUntilVisible>
        </Widget>
      </FormGrid>
    </>
  );
}
