/** Release notes in markdown with most of what the preview draws, for stories and tests. */
export const markdownSample = `## Release 2.4

The **dashboard** now loads _twice as fast_ on a phone. See the [changelog](https://example.com/changelog).

- Widgets remember their colour
- The inbox hides remote images

> Thanks to everyone who reported a bug.

| Page | Before | After |
| --- | --- | --- |
| Dashboard | 4.2 s | 2.1 s |
| Inbox | 3.1 s | 1.6 s |

Run \`npm ci\` after pulling.
`;
