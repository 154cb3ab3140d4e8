import { useId, type ReactNode } from 'react';
import { faCheck, faXmark } from '@fortawesome/free-solid-svg-icons';
import { VisuallyHidden } from 'react-aria';
import { Icon } from '../icon';
import { useTranslation } from '../i18n';
import {
  Action,
  Feature,
  Features,
  Head,
  Name,
  Period,
  Price,
  PriceBand,
  PriceNote,
  Ribbon,
  StyledPricingPlan,
  Tagline,
} from './PricingPlan.styles';

/** One line of a plan's feature list; `isIncluded: false` draws it crossed out, as what the plan lacks. */
export interface PricingFeature {
  text: string;
  isIncluded: boolean;
}

/** Props of {@link PricingPlan}. */
export interface PricingPlanProps {
  name: string;
  /** A line under the name, e.g. who the plan is for. */
  tagline?: string;
  /** The price as shown, formatted for the locale, e.g. "$29" or "Free". */
  price: string;
  /** What the price is per, e.g. "/ month"; left out for free plans. */
  period?: string;
  /** A line under the price, e.g. "Billed $290 yearly". */
  priceNote?: string;
  features: readonly PricingFeature[];
  /** The plan's call to action, usually a button. */
  action?: ReactNode;
  /** Marks the plan most people choose with a ribbon and a stronger border. */
  isPopular?: boolean;
  className?: string;
}

/** One plan of a pricing table: name, price for the chosen period, what is and is not included, and its action. */
export function PricingPlan({
  name,
  tagline,
  price,
  period,
  priceNote,
  features,
  action,
  isPopular = false,
  className,
}: PricingPlanProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <StyledPricingPlan aria-labelledby={titleId} $isPopular={isPopular} className={className}>
      {isPopular && <Ribbon>{t('Popular')}</Ribbon>}
      <Head $isPopular={isPopular}>
        <Name id={titleId}>{name}</Name>
        {tagline && <Tagline>{tagline}</Tagline>}
      </Head>
      <PriceBand>
        <Price>
          {price}
          {period && <Period> {period}</Period>}
        </Price>
        {priceNote && <PriceNote>{priceNote}</PriceNote>}
      </PriceBand>
      <Features>
        {features.map((feature) => (
          <Feature key={feature.text} $isIncluded={feature.isIncluded}>
            <Icon icon={feature.isIncluded ? faCheck : faXmark} />
            <VisuallyHidden>{feature.isIncluded ? t('Included:') : t('Not included:')} </VisuallyHidden>
            {feature.text}
          </Feature>
        ))}
      </Features>
      {action && <Action>{action}</Action>}
    </StyledPricingPlan>
  );
}
