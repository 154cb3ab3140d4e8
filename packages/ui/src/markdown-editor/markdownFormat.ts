/** A format the markdown toolbar applies to the selection. */
export type MarkdownFormat =
  'bold' | 'italic' | 'code' | 'link' | 'heading' | 'bullet-list' | 'ordered-list' | 'quote';

/** The text of the field and its selection, as offsets into it. */
export interface MarkdownSelection {
  text: string;
  start: number;
  end: number;
}

/** One edit: replace `from`…`to` with `insert`, then select `selectStart`…`selectEnd` of the new text. */
export interface MarkdownEdit {
  from: number;
  to: number;
  insert: string;
  selectStart: number;
  selectEnd: number;
}

const wrappers: Partial<Record<MarkdownFormat, { marker: string; placeholder: string }>> = {
  bold: { marker: '**', placeholder: 'bold text' },
  italic: { marker: '_', placeholder: 'italic text' },
  code: { marker: '`', placeholder: 'code' },
};

const linePrefixes: Partial<Record<MarkdownFormat, (index: number) => string>> = {
  heading: () => '## ',
  'bullet-list': () => '- ',
  'ordered-list': (index) => `${index + 1}. `,
  quote: () => '> ',
};

/** The pattern a line starts with when it already has `format`. */
const prefixPatterns: Partial<Record<MarkdownFormat, RegExp>> = {
  heading: /^#{1,6} /,
  'bullet-list': /^[-*+] /,
  'ordered-list': /^\d+\. /,
  quote: /^> ?/,
};

function wrap({ text, start, end }: MarkdownSelection, marker: string, placeholder: string): MarkdownEdit {
  const size = marker.length;
  const isWrapped =
    text.slice(start - size, start) === marker && text.slice(end, end + size) === marker && start >= size;
  if (isWrapped)
    return {
      from: start - size,
      to: end + size,
      insert: text.slice(start, end),
      selectStart: start - size,
      selectEnd: end - size,
    };
  const inner = start === end ? placeholder : text.slice(start, end);
  return {
    from: start,
    to: end,
    insert: `${marker}${inner}${marker}`,
    selectStart: start + size,
    selectEnd: start + size + inner.length,
  };
}

function prefixLines({ text, start, end }: MarkdownSelection, format: MarkdownFormat): MarkdownEdit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const to = lineEnd === -1 ? text.length : lineEnd;
  const lines = text.slice(from, to).split('\n');
  const pattern = prefixPatterns[format]!;
  const prefix = linePrefixes[format]!;
  const isApplied = lines.every((line) => pattern.test(line));
  const insert = lines
    .map((line, index) => (isApplied ? line.replace(pattern, '') : `${prefix(index)}${line}`))
    .join('\n');
  return { from, to, insert, selectStart: from, selectEnd: from + insert.length };
}

/**
 * The edit that applies `format` to the selection: marks wrap it (or unwrap it when already wrapped), block
 * formats prefix each selected line (or remove the prefix when every line has it), and a link wraps the
 * selection as its text and selects the address to type.
 */
export function markdownEdit(selection: MarkdownSelection, format: MarkdownFormat): MarkdownEdit {
  const wrapper = wrappers[format];
  if (wrapper) return wrap(selection, wrapper.marker, wrapper.placeholder);
  if (format === 'link') {
    const { text, start, end } = selection;
    const label = start === end ? 'link text' : text.slice(start, end);
    const insert = `[${label}](https://)`;
    const address = start + label.length + 3;
    return { from: start, to: end, insert, selectStart: address, selectEnd: address + 'https://'.length };
  }
  return prefixLines(selection, format);
}
