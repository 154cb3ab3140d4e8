// Documents the editor pages open (documents.json): rich text as HTML, markdown as text. Fixed content, so the
// file is the same on every run.
export const documents = [
  {
    id: 'launch-announcement',
    title: 'Launch announcement',
    format: 'html',
    body: `<h2>Atrium 2.0 is here</h2>
<p>We are glad to announce <strong>Atrium 2.0</strong>, a faster and calmer admin dashboard. Every page now paints
its frame before any script has run, and seven skins follow your <em>brand colours</em> out of the box.</p>
<h3>What is new</h3>
<ul><li><p>Widgets remember their colour, title and place</p></li><li><p>The inbox hides remote images until asked</p></li><li><p>Right-to-left layouts in every skin</p></li></ul>
<blockquote><p>“Our support team set up its board in an afternoon.” — Mo Okafor, support lead</p></blockquote>
<table><tbody><tr><th><p>Page</p></th><th><p>Before</p></th><th><p>After</p></th></tr><tr><td><p>Dashboard</p></td><td><p>4.2 s</p></td><td><p>2.1 s</p></td></tr><tr><td><p>Inbox</p></td><td><p>3.1 s</p></td><td><p>1.6 s</p></td></tr></tbody></table>
<p>Read the <a href="https://example.com/atrium/changelog">full changelog</a> or write to <a href="mailto:hello@example.com">hello@example.com</a>.</p>`,
  },
  {
    id: 'release-notes',
    title: 'Release notes',
    format: 'markdown',
    body: `## Release 2.0.1

A small release with **two fixes** and one _improvement_.

### Fixed
- The calendar keeps an event's day when it is dragged across months
- Exports to Excel keep leading zeros in postcodes

### Improved
1. The data grid filters 10,000 rows in under 25 ms
2. Skins load their fonts only once

> Upgrade with \`npm install @atrium/dashboard@2.0.1\`.

| Package | Version |
| --- | --- |
| @atrium/ui | 2.0.1 |
| @atrium/dashboard | 2.0.1 |
`,
  },
  {
    id: 'style-guide',
    title: 'Editorial style guide',
    format: 'html',
    body: `<h2>Editorial style guide</h2>
<p>This guide keeps every page of the help centre in one voice. Write for someone in a hurry: lead with the
answer, then the detail.</p>
<h3>Headings</h3>
<p>Use sentence case, keep them under <strong>eight words</strong>, and never end them with a full stop.</p>
<h3>Lists</h3>
<ol><li><p>Use a numbered list for steps that happen in order</p></li><li><p>Use bullets for everything else</p></li><li><p>Keep each item to one sentence</p></li></ol>
<h3>Code and commands</h3>
<p>Mark commands as code, such as <code>npm run build</code>, and show longer examples as a block:</p>
<pre><code>npm install @atrium/ui
npm start</code></pre>
<hr>
<h3>Words we use</h3>
<table><tbody><tr><th><p>Write</p></th><th><p>Not</p></th></tr><tr><td><p>sign in</p></td><td><p>log in, login</p></td></tr><tr><td><p>select</p></td><td><p>click on</p></td></tr><tr><td><p>widget</p></td><td><p>box, panel</p></td></tr></tbody></table>
<p>Questions go to the <a href="https://example.com/style">style desk</a>.</p>`,
  },
];
