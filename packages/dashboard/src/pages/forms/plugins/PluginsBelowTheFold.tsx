import { ColorPicker, MultiSelect, useTranslation } from '@atrium/ui';
import { demoCountries } from '../demoCountries';

// The controls under the first screen of Forms › Plugins, in one module so they load as one chunk when
// scrolled to (two chunks split the code they share into further files on the first visit).

/** The header colour picker. */
export function HeaderColourPicker() {
  const { t } = useTranslation();
  return (
    <ColorPicker
      label={t('Header colour')}
      defaultValue="#3276B1"
      description={t('Drag in the square, or type a hex code or red, green and blue values')}
    />
  );
}

/** The countries multi-select. */
export function CountriesMultiSelect() {
  const { t } = useTranslation();
  const countries = demoCountries.map((country) => ({ value: country, label: t(country) }));
  return (
    <MultiSelect
      label={t('Countries served')}
      items={countries}
      defaultValue={['Germany', 'Japan']}
      placeholder={t('Type to filter')}
      description={t('Enter adds the highlighted country; Backspace removes the last one')}
    />
  );
}
