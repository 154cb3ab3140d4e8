import { useId, type ElementType, type ReactNode } from 'react';
import { safeUrl } from '../html-sanitizer/safeUrl';
import { StarRating } from '../star-rating';
import { useTranslation } from '../i18n';
import { VisuallyHidden } from 'react-aria';
import {
  Body,
  Category,
  Footer,
  ImageFrame,
  ListPrice,
  Name,
  Price,
  Prices,
  Ribbon,
  StyledProductCard,
} from './ProductCard.styles';

/** A picture of a product: where it loads from and what it shows, for those who cannot see it. */
export interface ProductImage {
  src: string;
  alt: string;
}

/** Props the card gives its title link: a router's link component takes these. */
export interface ProductLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  name: string;
  /** Where the card's title leads: the product's own page. */
  href: string;
  image: ProductImage;
  /** The price as shown, already formatted for the locale and currency. */
  price: string;
  /** The price before a sale, shown struck through beside `price`. */
  listPrice?: string;
  /** Average rating out of five, with the number of ratings it averages. */
  rating?: { value: number; count: number };
  /** A short line above the name, e.g. the category. */
  category?: string;
  /** A corner ribbon such as "Sale" or "Sold out". */
  ribbon?: string;
  /** Actions under the price, e.g. an add-to-cart button. */
  footer?: ReactNode;
  /** Renders the title link; pass the router's link so following it does not reload the page. */
  linkComponent?: ElementType<ProductLinkProps>;
  className?: string;
}

/**
 * One product of a catalogue: its picture in a 4:3 frame reserved before it loads (so the grid never jumps),
 * category, name linking to the product, rating and price.
 */
export function ProductCard({
  name,
  href,
  image,
  price,
  listPrice,
  rating,
  category,
  ribbon,
  footer,
  linkComponent: Link = 'a',
  className,
}: ProductCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const safeHref = safeUrl(href);
  return (
    <StyledProductCard aria-labelledby={titleId} className={className}>
      <ImageFrame>
        <img src={image.src} alt={image.alt} width={400} height={300} loading="lazy" decoding="async" />
        {ribbon && <Ribbon>{ribbon}</Ribbon>}
      </ImageFrame>
      <Body>
        {category && <Category>{category}</Category>}
        <Name id={titleId}>{safeHref ? <Link href={safeHref}>{name}</Link> : name}</Name>
        {rating && <StarRating value={rating.value} count={rating.count} />}
        <Prices>
          <Price>{price}</Price>
          {listPrice && (
            <ListPrice>
              <VisuallyHidden elementType="span">{t('was')} </VisuallyHidden>
              {listPrice}
            </ListPrice>
          )}
        </Prices>
      </Body>
      {footer && <Footer>{footer}</Footer>}
    </StyledProductCard>
  );
}
