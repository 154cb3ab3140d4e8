export { StarRating, starShapes, type StarRatingProps } from './StarRating';
