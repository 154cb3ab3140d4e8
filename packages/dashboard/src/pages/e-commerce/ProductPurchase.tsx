import { useState } from 'react';
import { faCartPlus } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { Button, Icon, NumberField, Radio, RadioGroup, useTranslation } from '@atrium/ui';
import type { Product } from '../../api/shopResources';
import { useCart } from '../../shop/CartProvider';
import { maxLineQuantity } from '../../shop/cart';

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  margin-inline-end: ${({ theme }) => theme.space.xs};
  vertical-align: -2px;
  background: ${({ $color }) => $color};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 50%;
`;

const BuyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};

  & > :first-child {
    width: 120px;
  }
`;

const Added = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** The colour, size and quantity of a product, and the button that puts them in the cart. */
export function ProductPurchase({ product }: { product: Product }) {
  const { t } = useTranslation();
  const cart = useCart();
  const [color, setColor] = useState(product.colors[0]?.name ?? '');
  const [size, setSize] = useState(product.sizes[0] ?? '');
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState('');
  const maxQuantity = Math.min(product.stock, maxLineQuantity);
  const isSoldOut = product.stock === 0;
  // A cleared or out-of-range field adds nothing rather than a guess; the field says what it takes.
  const isQuantityValid = Number.isInteger(quantity) && quantity >= 1 && quantity <= maxQuantity;
  return (
    <Options>
      {product.colors.length > 0 && (
        <RadioGroup label={t('Colour')} orientation="horizontal" value={color} onChange={setColor}>
          {product.colors.map((choice) => (
            <Radio key={choice.name} value={choice.name}>
              <Swatch $color={choice.hex} aria-hidden="true" />
              {t(choice.name)}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {product.sizes.length > 0 && (
        <RadioGroup label={t('Size')} orientation="horizontal" value={size} onChange={setSize}>
          {product.sizes.map((choice) => (
            <Radio key={choice} value={choice}>
              {choice}
            </Radio>
          ))}
        </RadioGroup>
      )}
      <BuyRow>
        <NumberField
          label={t('Quantity')}
          minValue={1}
          maxValue={Math.max(maxQuantity, 1)}
          step={1}
          value={quantity}
          onChange={setQuantity}
          isDisabled={isSoldOut}
          isInvalid={!isSoldOut && !isQuantityValid}
          errorMessage={t('Choose 1 to {max}', { max: maxQuantity })}
        />
        <Button
          variant="primary"
          icon={<Icon icon={faCartPlus} />}
          isDisabled={isSoldOut || !isQuantityValid}
          onPress={() => {
            cart.add({ productId: product.id, color, size, quantity });
            setAdded(t('Added {quantity} × {name} to your cart.', { quantity, name: product.name }));
          }}
        >
          {isSoldOut ? t('Sold out') : t('Add to cart')}
        </Button>
      </BuyRow>
      <Added role="status">{added}</Added>
    </Options>
  );
}
