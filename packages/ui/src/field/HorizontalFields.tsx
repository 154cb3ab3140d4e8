import type { ComponentPropsWithRef } from 'react';
import { HorizontalRoot } from './HorizontalFields.styles';

/** Props of {@link HorizontalFields}. */
export interface HorizontalFieldsProps extends ComponentPropsWithRef<'div'> {
  /** Width of the label column, any CSS length; labels longer than it wrap. Default `9rem`. */
  labelWidth?: string;
}

/**
 * A horizontal form layout: every labelled field placed directly inside shows its label beside the control,
 * end-aligned, with help text and errors under the control; other children (a lone checkbox, the buttons)
 * line up with the controls. Below 32rem of its own width the labels go back above the controls, so the
 * layout stacks on a phone and in a narrow widget alike.
 */
export function HorizontalFields({ labelWidth = '9rem', className, ...divProps }: HorizontalFieldsProps) {
  return (
    <HorizontalRoot
      {...divProps}
      className={['atrium-horizontal-fields', className].filter(Boolean).join(' ')}
      $labelWidth={labelWidth}
    />
  );
}
