import styled from 'styled-components';
import { StarRating, useTranslation } from '@atrium/ui';
import { productReviewResource, type ProductReview } from '../../api/shopResources';
import { newRecordId } from '../../data/newRecordId';
import { useResourceList } from '../../data/useResource';
import { ReviewForm } from '../forms/SmartOrderForms';
import { PostedForm } from '../forms/SmartPostedForms';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  padding-block-end: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

/** One review: who, when, the overall stars and the text. */
function ReviewEntry({ review }: { review: ProductReview }) {
  const { t, locale } = useTranslation();
  const date = new Date(`${review.date.slice(0, 10)}T12:00:00Z`);
  return (
    <Entry>
      <Byline>
        <strong>{review.name}</strong>
        <StarRating value={Number(review.overall)} />
        <time dateTime={review.date}>
          {Number.isNaN(date.getTime())
            ? review.date
            : date.toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' })}
        </time>
      </Byline>
      <Text>{review.review}</Text>
      <Byline>
        {t('Quality {quality} / 5 · Reliability {reliability} / 5', {
          quality: review.quality,
          reliability: review.reliability,
        })}
      </Byline>
    </Entry>
  );
}

/** A product's reviews, newest first, and the form to add one (stored with the product's reviews). */
export function ProductReviews({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const reviews = useResourceList(productReviewResource, {
    filter: { productId },
    sort: { field: 'date', order: 'desc' },
  });
  const records = reviews.data?.records ?? [];
  return (
    <>
      {reviews.isError && <p role="alert">{t('The reviews could not be loaded.')}</p>}
      {reviews.data && records.length === 0 && <p>{t('No reviews yet: be the first to write one.')}</p>}
      {records.length > 0 && (
        <List aria-label={t('Reviews')}>
          {records.map((review) => (
            <ReviewEntry key={String(review.id)} review={review} />
          ))}
        </List>
      )}
      <Heading>{t('Write a review')}</Heading>
      <PostedForm
        resource={productReviewResource}
        submittedMessage="Thank you! Your review was added."
        againLabel="Write another review"
      >
        {(post) => (
          <ReviewForm
            onValid={(values) =>
              post({
                id: newRecordId('review'),
                productId,
                ...values,
                date: new Date().toISOString(),
              })
            }
          />
        )}
      </PostedForm>
    </>
  );
}
