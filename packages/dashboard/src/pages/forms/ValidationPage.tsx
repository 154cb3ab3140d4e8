import { Icon, PageHeader, useTranslation } from '@atrium/ui';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons';
import { CheckoutForm } from './SmartCheckoutForm';
import { OrderForm, RegistrationForm, ReviewForm } from './SmartOrderForms';
import { CommentForm, ContactsForm } from './SmartPostedForms';
import { FormGrid, FormWidget } from './FormWidget';

/**
 * Forms › Smart Form Validation: six live forms, each field checked on leaving it and then as typed. The
 * comment and contacts forms post their record through the data layer and are marked submitted once it is
 * stored.
 */
export default function ValidationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Forms')}
        subtitle={t('Smart Form Validation')}
        icon={<Icon icon={faPenToSquare} />}
      />
      <FormGrid>
        <FormWidget title="Order Form">{(onValid) => <OrderForm onValid={onValid} />}</FormWidget>
        <FormWidget title="Checkout Form">{(onValid) => <CheckoutForm onValid={onValid} />}</FormWidget>
        <FormWidget title="Registration Form">
          {(onValid) => <RegistrationForm onValid={onValid} />}
        </FormWidget>
        <FormWidget title="Review Form">{(onValid) => <ReviewForm onValid={onValid} />}</FormWidget>
        <FormWidget title="Comment Form">{() => <CommentForm />}</FormWidget>
        <FormWidget title="Contacts Form">{() => <ContactsForm />}</FormWidget>
      </FormGrid>
    </>
  );
}
