import { Children, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { FieldSize } from '../field/Field.styles';
import { AddonCell, ControlCell, GroupRow, StyledAddon } from './InputGroup.styles';

/** Props of {@link InputGroup}. */
export interface InputGroupProps {
  /** Add-ons before the control: {@link InputAddon}s, buttons or dropdown menus, in reading order. */
  start?: ReactNode;
  /** Add-ons after the control. */
  end?: ReactNode;
  /** Height and text size of the row; give buttons inside the same size so they line up. */
  size?: FieldSize;
  className?: string;
  /** The control, e.g. a field's bordered box. */
  children: ReactNode;
}

function cells(addons: ReactNode) {
  return Children.toArray(addons).map((addon, index) => <AddonCell key={index}>{addon}</AddonCell>);
}

/**
 * Joins add-ons to either side of a control into one bordered row, as in the classic admin input groups:
 * a currency sign, an icon, a checkbox, a button or a dropdown button. Shared borders collapse into one line
 * and only the row's outer corners are rounded, on the correct side in right-to-left pages too.
 */
export function InputGroup({ start, end, size = 'md', className, children }: InputGroupProps) {
  return (
    <GroupRow className={['atrium-input-group', className].filter(Boolean).join(' ')} $size={size}>
      {cells(start)}
      <ControlCell>{children}</ControlCell>
      {cells(end)}
    </GroupRow>
  );
}

/** Props of {@link InputAddon}. */
export type InputAddonProps = ComponentPropsWithoutRef<'span'>;

/**
 * A grey box of text or an icon (`$`, `@`, `.00`, a globe) beside a control in an {@link InputGroup}; it
 * can also hold a checkbox or radio with its own `aria-label`. Text in it is read with the page, so add the
 * same hint to the field's label or description when it matters to the meaning.
 */
export function InputAddon({ className, ...spanProps }: InputAddonProps) {
  return (
    <StyledAddon {...spanProps} className={['atrium-input-addon', className].filter(Boolean).join(' ')} />
  );
}
