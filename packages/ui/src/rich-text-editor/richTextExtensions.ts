import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { safeLinkUrl } from './linkUrl';

/**
 * What the editor understands: text marks, headings 1 to 4, lists, quotes, code, links, images and tables.
 * Pasted or loaded HTML keeps only these; every other element is unwrapped to its text and every attribute
 * the extensions do not read (styles, classes, event handlers) is dropped by the schema.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // The same rule as the link dialog's, so pasted or typed `javascript:` links never become links.
      isAllowedUri: (url) => safeLinkUrl(url) !== undefined,
      HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
    },
  }),
  Image.configure({ allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
];
