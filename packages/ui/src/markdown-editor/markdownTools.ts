import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import {
  faBold,
  faCode,
  faHeading,
  faItalic,
  faLink,
  faListOl,
  faListUl,
  faQuoteLeft,
} from '@fortawesome/free-solid-svg-icons';
import type { MarkdownFormat } from './markdownFormat';

/** One button of the markdown toolbar. */
export interface MarkdownTool {
  format: MarkdownFormat;
  /** English label, translated by the toolbar; also the button's accessible name. */
  label: string;
  icon: IconDefinition;
  /** The key that applies it with Ctrl (⌘ on Apple keyboards). */
  key?: string;
}

/** The markdown toolbar's buttons in groups, in order. */
export const markdownToolGroups: readonly (readonly MarkdownTool[])[] = [
  [
    { format: 'bold', label: 'Bold', icon: faBold, key: 'b' },
    { format: 'italic', label: 'Italic', icon: faItalic, key: 'i' },
    { format: 'heading', label: 'Heading', icon: faHeading },
  ],
  [
    { format: 'bullet-list', label: 'Bulleted list', icon: faListUl },
    { format: 'ordered-list', label: 'Numbered list', icon: faListOl },
    { format: 'quote', label: 'Quote', icon: faQuoteLeft },
  ],
  [
    { format: 'code', label: 'Code', icon: faCode, key: 'e' },
    { format: 'link', label: 'Link', icon: faLink, key: 'k' },
  ],
];
