import { Form, FormRow, FormSelect, FormTextArea, FormTextField, useTranslation } from '@atrium/ui';
import { SubmitRow, type DemoFormProps } from './FormWidget';
import {
  contactSchema,
  movieSchema,
  productSchema,
  type ContactValues,
  type MovieValues,
  type ProductValues,
} from './bootstrapValidationForms';

/** A message to the team. */
export function ContactForm({ onValid }: DemoFormProps) {
  const { t } = useTranslation();
  const empty: ContactValues = { fullName: '', email: '', title: '', content: '' };
  return (
    <Form schema={contactSchema} defaultValues={empty} onSubmit={onValid} aria-label={t('Contact form')}>
      <FormRow>
        <FormTextField name="fullName" label={t('Full name')} isRequired />
        <FormTextField name="email" label={t('Email')} type="email" isRequired />
      </FormRow>
      <FormTextField name="title" label={t('Title')} isRequired />
      <FormTextArea name="content" label={t('Content')} rows={4} isRequired />
      <SubmitRow label={t('Send')} />
    </Form>
  );
}

const genres = ['Action', 'Comedy', 'Drama', 'Horror', 'Science fiction'];
const ratings = ['1', '2', '3', '4', '5'];

/** A movie entry with its credits and links. */
export function MovieForm({ onValid }: DemoFormProps) {
  const { t } = useTranslation();
  const empty: MovieValues = {
    title: '',
    genre: '',
    director: '',
    writer: '',
    producer: '',
    website: '',
    trailer: '',
    review: '',
    rating: '',
  };
  const genreItems = genres.map((genre) => ({ value: genre.toLowerCase(), label: t(genre) }));
  const ratingItems = ratings.map((rating) => ({ value: rating, label: `${rating} / 5` }));
  return (
    <Form schema={movieSchema} defaultValues={empty} onSubmit={onValid} aria-label={t('Movie form')}>
      <FormRow>
        <FormTextField name="title" label={t('Movie title')} isRequired />
        <FormSelect
          name="genre"
          label={t('Genre')}
          items={genreItems}
          placeholder={t('Choose a genre')}
          isRequired
        />
      </FormRow>
      <FormRow>
        <FormTextField name="director" label={t('Director')} isRequired />
        <FormTextField name="writer" label={t('Writer')} isRequired />
        <FormTextField name="producer" label={t('Producer')} isRequired />
      </FormRow>
      <FormRow>
        <FormTextField name="website" label={t('Website')} type="url" isRequired />
        <FormTextField name="trailer" label={t('Youtube trailer')} type="url" isRequired />
      </FormRow>
      <FormTextArea name="review" label={t('Review')} rows={3} />
      <FormSelect
        name="rating"
        label={t('Rating')}
        items={ratingItems}
        placeholder={t('Rate it')}
        isRequired
      />
      <SubmitRow label={t('Validate')} />
    </Form>
  );
}

const colors = ['Red', 'Green', 'Blue', 'Black'];
const sizes = ['S', 'M', 'L', 'XL'];

/** A product line: price, amount, colour and size. */
export function ProductForm({ onValid }: DemoFormProps) {
  const { t } = useTranslation();
  const empty: ProductValues = { price: '', amount: '', color: '', size: '' };
  return (
    <Form schema={productSchema} defaultValues={empty} onSubmit={onValid} aria-label={t('Product form')}>
      <FormRow>
        <FormTextField name="price" label={t('Price')} startAdornment="$" isRequired />
        <FormTextField name="amount" label={t('Amount')} isRequired />
      </FormRow>
      <FormRow>
        <FormSelect
          name="color"
          label={t('Color')}
          items={colors.map((color) => ({ value: color.toLowerCase(), label: t(color) }))}
          isRequired
        />
        <FormSelect
          name="size"
          label={t('Size')}
          items={sizes.map((size) => ({ value: size, label: size }))}
          isRequired
        />
      </FormRow>
      <SubmitRow label={t('Validate')} />
    </Form>
  );
}
