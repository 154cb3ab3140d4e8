export { ProductCard, type ProductCardProps, type ProductImage, type ProductLinkProps } from './ProductCard';
