import type { ReactNode } from 'react';
import { useProgressBar } from 'react-aria';
import { SpinnerRing, SpinnerRoot, type SpinnerSize } from './Spinner.styles';
import { useTranslation } from '../i18n';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  size?: SpinnerSize;
  /** Visible text beside the spinner, which also names it. */
  label?: ReactNode;
  /** Name for screen readers when there is no visible label. */
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/** A spinning ring for work of unknown length; an indeterminate progressbar named "Loading" by default. */
export function Spinner({ size = 'md', label, 'aria-label': ariaLabelProp, id, className }: SpinnerProps) {
  const { t } = useTranslation();
  const ariaLabel = ariaLabelProp ?? t('Loading');
  const { progressBarProps, labelProps } = useProgressBar({
    isIndeterminate: true,
    label,
    'aria-label': label ? undefined : ariaLabel,
    id,
  });
  return (
    <SpinnerRoot {...progressBarProps} className={className}>
      <SpinnerRing aria-hidden="true" $size={size} />
      {label && <span {...labelProps}>{label}</span>}
    </SpinnerRoot>
  );
}
