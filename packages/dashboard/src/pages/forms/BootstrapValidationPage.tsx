import { Icon, PageHeader, useTranslation } from '@atrium/ui';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons';
import { AttributeForm, ButtonGroupForm, ProfileForm, TogglingForm } from './BootstrapAccountForms';
import { ContactForm, MovieForm, ProductForm } from './BootstrapCatalogForms';
import { FormGrid, FormWidget } from './FormWidget';

/** Forms › Bootstrap Form Validation: seven live forms, each field checked on leaving it and then as typed. */
export default function BootstrapValidationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Forms')}
        subtitle={t('Bootstrap Form Validation')}
        icon={<Icon icon={faPenToSquare} />}
      />
      <FormGrid>
        <FormWidget title="Attribute Form">{(onValid) => <AttributeForm onValid={onValid} />}</FormWidget>
        <FormWidget title="Toggling Form">{(onValid) => <TogglingForm onValid={onValid} />}</FormWidget>
        <FormWidget title="Contact Form">{(onValid) => <ContactForm onValid={onValid} />}</FormWidget>
        <FormWidget title="Movie Form">{(onValid) => <MovieForm onValid={onValid} />}</FormWidget>
        <FormWidget title="Product Form">{(onValid) => <ProductForm onValid={onValid} />}</FormWidget>
        <FormWidget title="Profile Form">{(onValid) => <ProfileForm onValid={onValid} />}</FormWidget>
        <FormWidget title="Button Group Form">
          {(onValid) => <ButtonGroupForm onValid={onValid} />}
        </FormWidget>
      </FormGrid>
    </>
  );
}
