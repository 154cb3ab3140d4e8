import { useRef } from 'react';
import { mergeProps, useButton, useFocusRing } from 'react-aria';
import { LegendButton, LegendList, Swatch } from './Chart.styles';
import { useTranslation } from '../i18n';

/** One entry of a {@link ChartLegend}. */
export interface ChartLegendItem {
  key: string;
  label: string;
  color: string;
}

/** Props of {@link ChartLegend}. */
export interface ChartLegendProps {
  items: readonly ChartLegendItem[];
  isVisible: (key: string) => boolean;
  onToggle: (key: string) => void;
  /** Whether a series may be toggled; the last shown one usually may not. Default: always. */
  canToggle?: (key: string) => boolean;
  /** Accessible name of the legend list. Default `Series`. */
  label?: string;
  className?: string;
}

function LegendEntry({
  item,
  isPressed,
  isLocked,
  onToggle,
}: {
  item: ChartLegendItem;
  isPressed: boolean;
  isLocked: boolean;
  onToggle: (key: string) => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress: () => onToggle(item.key) }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <li>
      <LegendButton
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        aria-pressed={isPressed}
        aria-disabled={isLocked || undefined}
        $isPressed={isPressed}
        $isFocusVisible={isFocusVisible}
      >
        <Swatch aria-hidden="true" $color={item.color} $isFilled={isPressed} />
        {/* A label such as "sin(x)" keeps its own order on a right-to-left page. */}
        <bdi>{item.label}</bdi>
      </LegendButton>
    </li>
  );
}

/** A list of toggle buttons, one per series: pressed means shown. */
export function ChartLegend({
  items,
  isVisible,
  onToggle,
  canToggle = () => true,
  label: labelProp,
  className,
}: ChartLegendProps) {
  const { t } = useTranslation();
  const label = labelProp ?? t('Series');
  return (
    <LegendList aria-label={label} className={className}>
      {items.map((item) => (
        <LegendEntry
          key={item.key}
          item={item}
          isPressed={isVisible(item.key)}
          isLocked={!canToggle(item.key)}
          onToggle={onToggle}
        />
      ))}
    </LegendList>
  );
}
