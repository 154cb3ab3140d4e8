import { Icon, PageHeader, Widget, useTranslation } from '@atrium/ui';
import { faCheck, faPenToSquare } from '@fortawesome/free-solid-svg-icons';
import { FuelWizard, SmartWizard } from './DemoWizards';
import { FormGrid } from './FormWidget';

/**
 * Forms › Wizards: the smart wizard, which checks each step on Next and sends the user back to any step not
 * yet passed before saving, and the Fuel UX wizard, which never moves past an invalid step. Both say
 * "Congratulations!" for four seconds when they finish.
 */
export default function WizardsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Forms')} subtitle={t('Wizards')} icon={<Icon icon={faPenToSquare} />} />
      <FormGrid>
        <Widget defaultTitle={t('Very Basic Wizard Example')} icon={<Icon icon={faCheck} />}>
          <SmartWizard />
        </Widget>
        <Widget defaultTitle={t('Fuel Wizard')} icon={<Icon icon={faPenToSquare} />}>
          <FuelWizard />
        </Widget>
      </FormGrid>
    </>
  );
}
