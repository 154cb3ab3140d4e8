import { useMemo, useState } from 'react';
import { faCartShopping } from '@fortawesome/free-solid-svg-icons';
import {
  Checkbox,
  Icon,
  PageHeader,
  ProductCard,
  Select,
  Spinner,
  TextField,
  useTranslation,
  formatMinorUnits,
} from '@atrium/ui';
import { productResource, productReviewResource } from '../../api/shopResources';
import { useResourceList } from '../../data/useResource';
import { RouterLink } from '../../shell/RouterLink';
import { catalogueSorts, catalogueView, ratingSummaries, type CatalogueSort } from '../../shop/catalogue';
import { ContentPanel } from '../misc/ContentPanel';
import { CardGrid, Notice, Summary, Toolbar } from './ProductsViewPage.styles';
import { categoryNames, productPath, sortNames } from './shopWords';

const allCategories = 'all';

/** E-Commerce › Products: the catalogue as cards, with search, a category filter, a stock filter and sorting. */
export default function ProductsViewPage() {
  const { t, locale } = useTranslation();
  const products = useResourceList(productResource);
  const reviews = useResourceList(productReviewResource);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(allCategories);
  const [sort, setSort] = useState<CatalogueSort>('featured');
  const [isInStockOnly, setInStockOnly] = useState(false);
  const ratings = useMemo(() => ratingSummaries(reviews.data?.records ?? []), [reviews.data]);
  const shown = useMemo(
    () =>
      catalogueView(
        products.data?.records ?? [],
        { category: category === allCategories ? null : category, search, sort, isInStockOnly },
        ratings,
      ),
    [products.data, category, search, sort, isInStockOnly, ratings],
  );
  const total = products.data?.records.length ?? 0;
  return (
    <>
      <PageHeader title={t('E-Commerce')} subtitle={t('Products')} icon={<Icon icon={faCartShopping} />} />
      <ContentPanel title={t('Products')}>
        <Toolbar>
          <TextField type="search" label={t('Search products')} value={search} onChange={setSearch} />
          <Select
            label={t('Category')}
            items={[
              { value: allCategories, label: t('All categories') },
              ...Object.entries(categoryNames).map(([value, label]) => ({ value, label: t(label) })),
            ]}
            value={category}
            onChange={(value) => setCategory(value ?? allCategories)}
          />
          <Select
            label={t('Sort by')}
            items={catalogueSorts.map((value) => ({ value, label: t(sortNames[value]) }))}
            value={sort}
            onChange={(value) => value && setSort(value as CatalogueSort)}
          />
          <Checkbox isSelected={isInStockOnly} onChange={setInStockOnly}>
            {t('In stock only')}
          </Checkbox>
        </Toolbar>
        {products.isPending && (
          <Notice>
            <Spinner aria-label={t('Loading…')} />
          </Notice>
        )}
        {products.isError && <Notice role="alert">{t('The products could not be loaded.')}</Notice>}
        {products.data && (
          <>
            <Summary role="status">
              {t('Showing {shown} of {total} products', { shown: shown.length, total })}
            </Summary>
            {shown.length === 0 ? (
              <Notice>{t('No products match your search.')}</Notice>
            ) : (
              <CardGrid>
                {shown.map((product) => (
                  <li key={product.id}>
                    <ProductCard
                      name={product.name}
                      href={productPath(product.id)}
                      linkComponent={RouterLink}
                      image={product.images[0] ?? { src: '', alt: '' }}
                      category={t(categoryNames[product.category] ?? product.category)}
                      price={formatMinorUnits(product.price, product.currency, locale)}
                      listPrice={
                        product.listPrice === undefined
                          ? undefined
                          : formatMinorUnits(product.listPrice, product.currency, locale)
                      }
                      ribbon={
                        product.stock === 0
                          ? t('Sold out')
                          : product.listPrice !== undefined
                            ? t('Sale')
                            : undefined
                      }
                      rating={ratings.get(product.id)}
                    />
                  </li>
                ))}
              </CardGrid>
            )}
          </>
        )}
      </ContentPanel>
    </>
  );
}
