import type { Editor } from '@tiptap/react';
import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import {
  faBold,
  faCode,
  faFileCode,
  faImage,
  faItalic,
  faLink,
  faLinkSlash,
  faListOl,
  faListUl,
  faMinus,
  faQuoteLeft,
  faRemoveFormat,
  faRotateLeft,
  faRotateRight,
  faStrikethrough,
  faTable,
  faUnderline,
} from '@fortawesome/free-solid-svg-icons';

/** Which toolbar the editor shows: the common formatting, or everything it can do. */
export type RichTextToolbarVariant = 'standard' | 'full';

/** A dialog a tool opens instead of acting at once. */
export type RichTextDialogKind = 'link' | 'image';

/** One toolbar button. */
export interface RichTextTool {
  key: string;
  /** English label, translated by the toolbar; also the button's accessible name. */
  label: string;
  /** Keyboard shortcut shown in the tooltip, `Mod` standing for Ctrl or ⌘. */
  shortcut?: string;
  icon?: IconDefinition;
  /** Short text drawn instead of an icon (heading levels). */
  text?: string;
  /** A toggle: pressed while the selection has this format. */
  isActive?: (editor: Editor) => boolean;
  /** False when the command cannot run here (nothing to undo, a table inside a table). */
  canRun?: (editor: Editor) => boolean;
  run?: (editor: Editor) => void;
  opens?: RichTextDialogKind;
  /** Only on the full toolbar. */
  isFullOnly?: boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const heading = (level: 1 | 2 | 3 | 4): RichTextTool => ({
  key: `heading-${level}`,
  label: `Heading ${level}`,
  shortcut: `Mod-Alt-${level}`,
  text: `H${level}`,
  isActive: (editor) => editor.isActive('heading', { level }),
  run: (editor) => chain(editor).toggleHeading({ level }).run(),
  isFullOnly: level === 4,
});

/** The toolbar's buttons in groups, in order. */
export const richTextToolGroups: readonly (readonly RichTextTool[])[] = [
  [
    {
      key: 'undo',
      label: 'Undo',
      shortcut: 'Mod-Z',
      icon: faRotateLeft,
      canRun: (editor) => editor.can().undo(),
      run: (editor) => chain(editor).undo().run(),
    },
    {
      key: 'redo',
      label: 'Redo',
      shortcut: 'Mod-Shift-Z',
      icon: faRotateRight,
      canRun: (editor) => editor.can().redo(),
      run: (editor) => chain(editor).redo().run(),
    },
  ],
  [heading(1), heading(2), heading(3), heading(4)],
  [
    {
      key: 'bold',
      label: 'Bold',
      shortcut: 'Mod-B',
      icon: faBold,
      isActive: (editor) => editor.isActive('bold'),
      run: (editor) => chain(editor).toggleBold().run(),
    },
    {
      key: 'italic',
      label: 'Italic',
      shortcut: 'Mod-I',
      icon: faItalic,
      isActive: (editor) => editor.isActive('italic'),
      run: (editor) => chain(editor).toggleItalic().run(),
    },
    {
      key: 'underline',
      label: 'Underline',
      shortcut: 'Mod-U',
      icon: faUnderline,
      isActive: (editor) => editor.isActive('underline'),
      run: (editor) => chain(editor).toggleUnderline().run(),
    },
    {
      key: 'strike',
      label: 'Strikethrough',
      shortcut: 'Mod-Shift-S',
      icon: faStrikethrough,
      isActive: (editor) => editor.isActive('strike'),
      run: (editor) => chain(editor).toggleStrike().run(),
    },
    {
      key: 'code',
      label: 'Code',
      shortcut: 'Mod-E',
      icon: faCode,
      isActive: (editor) => editor.isActive('code'),
      run: (editor) => chain(editor).toggleCode().run(),
    },
    {
      key: 'clear',
      label: 'Clear formatting',
      icon: faRemoveFormat,
      run: (editor) => chain(editor).unsetAllMarks().clearNodes().run(),
      isFullOnly: true,
    },
  ],
  [
    {
      key: 'bullet-list',
      label: 'Bulleted list',
      shortcut: 'Mod-Shift-8',
      icon: faListUl,
      isActive: (editor) => editor.isActive('bulletList'),
      run: (editor) => chain(editor).toggleBulletList().run(),
    },
    {
      key: 'ordered-list',
      label: 'Numbered list',
      shortcut: 'Mod-Shift-7',
      icon: faListOl,
      isActive: (editor) => editor.isActive('orderedList'),
      run: (editor) => chain(editor).toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      label: 'Quote',
      shortcut: 'Mod-Shift-B',
      icon: faQuoteLeft,
      isActive: (editor) => editor.isActive('blockquote'),
      run: (editor) => chain(editor).toggleBlockquote().run(),
    },
    {
      key: 'code-block',
      label: 'Code block',
      shortcut: 'Mod-Alt-C',
      icon: faFileCode,
      isActive: (editor) => editor.isActive('codeBlock'),
      run: (editor) => chain(editor).toggleCodeBlock().run(),
      isFullOnly: true,
    },
  ],
  [
    { key: 'link', label: 'Link', shortcut: 'Mod-K', icon: faLink, opens: 'link' },
    {
      key: 'unlink',
      label: 'Remove link',
      icon: faLinkSlash,
      canRun: (editor) => editor.isActive('link'),
      run: (editor) => chain(editor).extendMarkRange('link').unsetLink().run(),
      isFullOnly: true,
    },
    { key: 'image', label: 'Image', icon: faImage, opens: 'image' },
    {
      key: 'table',
      label: 'Table',
      icon: faTable,
      canRun: (editor) => editor.can().insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
      run: (editor) => chain(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
    {
      key: 'rule',
      label: 'Horizontal line',
      icon: faMinus,
      run: (editor) => chain(editor).setHorizontalRule().run(),
      isFullOnly: true,
    },
  ],
];

/** The groups of tools a toolbar variant shows. */
export function toolGroupsOf(variant: RichTextToolbarVariant): RichTextTool[][] {
  return richTextToolGroups
    .map((group) => group.filter((tool) => variant === 'full' || !tool.isFullOnly))
    .filter((group) => group.length > 0);
}
