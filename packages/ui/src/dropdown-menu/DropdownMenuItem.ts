import type { ReactElement, ReactNode } from 'react';
import { Item, Section, type ItemProps, type SectionProps } from 'react-stately';

/** Props of {@link DropdownMenuItem}: react-stately's `Item` with an icon and a disabled flag. */
export interface DropdownMenuItemProps<T> extends ItemProps<T> {
  /** Drawn before the label; decorative, so the label must say it all. */
  icon?: ReactNode;
  /** Shown but not focusable by arrow keys and not actionable. */
  isDisabled?: boolean;
}

/** Props of {@link DropdownMenuSection}: a `title` heading (or an `aria-label`) and its items. */
export type DropdownMenuSectionProps<T> = SectionProps<T>;

/**
 * One entry of a `DropdownMenu`, keyed by its React `key`, which `onAction` receives. Give `textValue` when the
 * children are not plain text, for type-ahead.
 */
export const DropdownMenuItem = Item as <T>(props: DropdownMenuItemProps<T>) => ReactElement;

/** A group of `DropdownMenuItem`s under a heading; groups are set apart by separators. */
export const DropdownMenuSection = Section as <T>(props: DropdownMenuSectionProps<T>) => ReactElement;
