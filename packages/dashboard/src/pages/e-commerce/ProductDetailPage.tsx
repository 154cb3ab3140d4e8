import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { faCartShopping } from '@fortawesome/free-solid-svg-icons';
import { Icon, PageHeader, Spinner, StarRating, useTranslation, formatMinorUnits } from '@atrium/ui';
import { productResource, productReviewResource } from '../../api/shopResources';
import { useResourceList } from '../../data/useResource';
import { RouterLink } from '../../shell/RouterLink';
import { ratingSummaries } from '../../shop/catalogue';
import { ContentPanel } from '../misc/ContentPanel';
import {
  Category,
  Description,
  DetailGrid,
  Info,
  ListPrice,
  Price,
  ProductName,
  Stock,
} from './ProductDetailPage.styles';
import { ProductGallery } from './ProductGallery';
import { ProductPurchase } from './ProductPurchase';
import { ProductReviews } from './ProductReviews';
import { categoryNames } from './shopWords';

/**
 * E-Commerce › Product: the product named by `?product=` (the catalogue's first without one) with its pictures,
 * price, options, add to cart, and its reviews with the review form.
 */
export default function ProductDetailPage() {
  const { t, locale } = useTranslation();
  const [params] = useSearchParams();
  const products = useResourceList(productResource);
  const reviews = useResourceList(productReviewResource);
  const ratings = useMemo(() => ratingSummaries(reviews.data?.records ?? []), [reviews.data]);
  const wanted = params.get('product');
  const records = products.data?.records ?? [];
  const product = wanted === null ? records[0] : records.find((record) => record.id === wanted);
  const rating = product && ratings.get(product.id);
  return (
    <>
      <PageHeader
        title={t('E-Commerce')}
        subtitle={t('Product details')}
        icon={<Icon icon={faCartShopping} />}
      />
      {products.isPending && <Spinner aria-label={t('Loading…')} />}
      {products.isError && <p role="alert">{t('The products could not be loaded.')}</p>}
      {products.data && !product && (
        <ContentPanel title={t('Product not found')}>
          <p>
            {t('There is no product “{name}” in the catalogue.', { name: wanted ?? '' })}{' '}
            <RouterLink href="/e-commerce/products-view">{t('Browse all products')}</RouterLink>
          </p>
        </ContentPanel>
      )}
      {product && (
        <>
          <ContentPanel title={t('Product details')}>
            <DetailGrid>
              <ProductGallery images={product.images} />
              <Info>
                <Category>{t(categoryNames[product.category] ?? product.category)}</Category>
                <ProductName>{product.name}</ProductName>
                {rating && <StarRating value={rating.value} count={rating.count} />}
                <p>
                  <Price>{formatMinorUnits(product.price, product.currency, locale)}</Price>{' '}
                  {product.listPrice !== undefined && (
                    <ListPrice>
                      {t('was {price}', {
                        price: formatMinorUnits(product.listPrice, product.currency, locale),
                      })}
                    </ListPrice>
                  )}
                </p>
                <Description>{product.description}</Description>
                <Stock $isLow={product.stock < 5}>
                  {product.stock === 0
                    ? t('Sold out')
                    : product.stock < 5
                      ? t('Only {count} left in stock', { count: product.stock })
                      : t('In stock')}
                </Stock>
                <ProductPurchase key={product.id} product={product} />
              </Info>
            </DetailGrid>
          </ContentPanel>
          <ContentPanel title={t('Reviews')}>
            <ProductReviews productId={product.id} />
          </ContentPanel>
        </>
      )}
    </>
  );
}
