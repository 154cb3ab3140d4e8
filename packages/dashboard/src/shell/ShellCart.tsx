import { faCartShopping } from '@fortawesome/free-solid-svg-icons';
import { VisuallyHidden } from 'react-aria';
import styled from 'styled-components';
import { Badge, Icon, useTranslation } from '@atrium/ui';
import { useCart } from '../shop/CartProvider';

// Sized and coloured like the header's buttons, with the count in the corner as the activities badge sits.
const CartMark = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  color: ${({ theme }) => theme.colors.header.buttonText};
  background: ${({ theme }) => theme.colors.header.buttonBackground};
  border: 1px solid ${({ theme }) => theme.colors.header.buttonBorder};
  border-radius: ${({ theme }) => theme.radii.sm};

  & > :last-child {
    position: absolute;
    inset-block-start: -6px;
    inset-inline-end: -8px;
  }
`;

/**
 * The cart's count in the header, once something is in it. The announcement is a hidden live region that is
 * always there (a region that appears with its text is not read out) and takes no room, so an empty cart
 * leaves the frame exactly as the static first paint drew it.
 */
export function ShellCart() {
  const { t } = useTranslation();
  const { count } = useCart();
  const label = count > 0 ? t('Cart, {count} items', { count }) : '';
  return (
    <>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {count > 0 && (
        <CartMark role="img" aria-label={label} title={label}>
          <Icon icon={faCartShopping} />
          <Badge count={count} max={99} variant="danger" />
        </CartMark>
      )}
    </>
  );
}
