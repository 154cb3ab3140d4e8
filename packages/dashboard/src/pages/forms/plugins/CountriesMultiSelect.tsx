import { MultiSelect, useTranslation } from '@atrium/ui';
import { demoCountries } from '../demoCountries';

/** The multi-select of Forms › Plugins; a module of its own so the page loads it when scrolled to. */
export default function CountriesMultiSelect() {
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
