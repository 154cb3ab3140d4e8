export { PricingPlan, type PricingFeature, type PricingPlanProps } from './PricingPlan';
