import { ColorPicker, useTranslation } from '@atrium/ui';

/** The colour picker of Forms › Plugins; a module of its own so the page loads it when scrolled to. */
export default function HeaderColourPicker() {
  const { t } = useTranslation();
  return (
    <ColorPicker
      label={t('Header colour')}
      defaultValue="#3276B1"
      description={t('Drag in the square, or type a hex code or red, green and blue values')}
    />
  );
}
