// The guide's pages link to one another as Markdown files, which is what GitHub and an editor follow. In
// Storybook the same pages are docs entries: these are their ids, by file name, so that links stay inside
// Storybook.
const docsIds: Record<string, string> = {
  'README.md': 'guide-introduction',
  'getting-started.md': 'guide-getting-started',
  'theming.md': 'guide-theming-and-skins',
  'dashboard.md': 'guide-the-dashboard',
  'sign-in.md': 'guide-sign-in',
  'languages.md': 'guide-languages',
  'backend.md': 'guide-connecting-your-backend',
  'data.md': 'guide-data-resources-and-adapters',
  'accessibility.md': 'guide-accessibility-and-right-to-left',
  'bundle-size.md': 'guide-bundle-size',
};

/** `markdown` with each link to a guide page pointing at that page's Storybook docs entry instead. */
export function storybookLinks(markdown: string): string {
  return markdown.replace(
    /\]\(((?:\.\.\/|\.\/)?(?:guide\/)?([\w-]+\.md))(#[\w-]+)?\)/g,
    (link, _path, file, hash) => {
      const id = docsIds[file as string];
      return id ? `](?path=/docs/${id}--docs${hash ?? ''})` : link;
    },
  );
}
