// The forum's text (see forum.mjs): one release discussion written out in full, and the openings and
// replies the other topics are drawn from. Bodies are HTML, as a forum's editor stores them.

/** The release discussion the post page opens by default. */
export const flagshipTopic = {
  id: 'announcements-release-2-4',
  title: 'Atrium 2.4 is out: faster exports, Arabic and a new gallery',
};

/** [author, minutes before the forum's "now", body], oldest first. */
export const flagshipPosts = [
  [
    'ada',
    4320,
    '<p>Atrium 2.4 is on npm today. The highlights:</p><ul><li><strong>Exports</strong> stream their rows, so a million-row CSV no longer freezes the tab.</li><li>The whole dashboard is translated into <strong>Arabic</strong>, right to left.</li><li>A <strong>gallery</strong> with a keyboard-friendly image viewer, and a <strong>timeline</strong> page.</li></ul><p>Upgrade with <code>npm install @atrium/ui@2.4 @atrium/dashboard@2.4</code>. Questions and upgrade reports in this thread, please.</p>',
  ],
  [
    'tr',
    4260,
    '<p>Upgraded two internal dashboards from 2.3.2 in about ten minutes. The only change we needed was the new <code>timeoutMs</code> option, which replaced our own fetch wrapper. Nice work.</p>',
  ],
  [
    'pk',
    4100,
    '<p>Does the streaming export keep the column order the user set in the grid, or the order of the definitions?</p>',
  ],
  [
    'jb',
    4050,
    '<blockquote><p>Does the streaming export keep the column order the user set in the grid?</p></blockquote><p>It keeps what the user sees: their order, their hidden columns and the current filter. The definitions only decide the headers.</p>',
  ],
  ['pk', 3990, '<p>Perfect, that is exactly what our finance team asked for. Thanks, Jonas.</p>'],
  [
    'ny',
    3600,
    '<p>The Arabic translation reads very naturally. One small thing: the breadcrumbs’ separator still points left-to-right in the <em>Glass</em> skin. Screenshot in the issue tracker.</p>',
  ],
  [
    'lh',
    3540,
    '<p>Thanks, Noor, confirmed. The arrow is drawn by that skin’s own icon set; the fix is in review and will ship in 2.4.1.</p>',
  ],
  [
    'sv',
    2900,
    '<p>Is there a way to turn the gallery’s swipe gestures off? Our kiosk screens get a lot of accidental swipes.</p>',
  ],
  [
    'mo',
    2850,
    '<p>Not in 2.4. Could you open a request in <em>Feedback and ideas</em>? If others need it too we can add a <code>swipe</code> option to the lightbox.</p>',
  ],
  [
    'ek',
    1500,
    '<p>First time here. We are evaluating Atrium for an energy-monitoring dashboard: is 2.4 a good version to start on, or should we wait for 2.5?</p>',
  ],
  [
    'ada',
    1440,
    '<p>Welcome, Emil! Start on 2.4: minor versions keep their APIs, and the upgrade guide lists every change when 2.5 arrives. <strong>Getting started</strong> has a walkthrough for a first page.</p>',
  ],
  [
    'tr',
    600,
    '<p>One more data point: our first load on a mid-range phone went from 5.1 s to 3.9 s after the upgrade, mostly from the smaller shell.</p>',
  ],
  [
    'jb',
    180,
    '<p>Good to hear. That is the frame now being painted as static HTML before the scripts run.</p>',
  ],
  [
    'mo',
    35,
    '<p>Pinning this thread for the week. Please start a new topic for bugs, so each one gets its own answer.</p>',
  ],
];

/** The question of a topic about markup in titles; it carries markup a forum must never run. */
export const markupQuestion =
  '<p>When I put <code>&lt;b&gt;bold&lt;/b&gt;</code> in a widget title it shows the tags instead of bold text. Is that on purpose?</p><script>window.__pwned = true</script><p>I also tried a link in the title and it came out as plain text.</p>';

/** Openings of the other topics. */
export const openers = [
  '<p>I have been trying this for a day and I am stuck. What is the recommended way to do it with the current version? A short example would help a lot.</p>',
  '<p>We are rolling Atrium out to about forty people next month and this came up in testing. Has anyone solved it already, or is it on the roadmap?</p>',
  '<p>Sharing what we found, in case it saves someone an afternoon. Comments and better approaches are welcome.</p>',
  '<p>Quick question before I open an issue: is this expected behaviour? It happens in every skin, and in Chromium and Firefox alike.</p>',
  '<p>The documentation covers the simple case, but our set-up has a few more moving parts. Details below; any pointers appreciated.</p><ul><li>React 19, Vite 8</li><li>Atrium 2.3.2</li><li>Served from a sub-folder</li></ul>',
];

/** The opening of the team's other announcements. */
export const announcement =
  '<p>The details are in the release notes and the upgrade guide. Replies are open for questions; bugs get their own topic, please.</p>';

/** Replies the other topics are drawn from. */
export const replies = [
  '<p>Same here. Upgrading to the latest patch release fixed it for us.</p>',
  '<p>Have a look at the data guide in the documentation: the section on adapters covers exactly this.</p>',
  '<p>Thanks for writing this up. We took the same approach and it has held up well in production.</p>',
  '<p>Could you share the versions you are on and a minimal example? I cannot reproduce it on 2.3.2.</p>',
  '<p>That did the trick, thank you! Marking this as solved on our side.</p>',
  '<p>We ended up with a small wrapper component; happy to post it if anyone is interested.</p>',
  '<p>+1, we would use this too. Our support team asks for it every week.</p>',
  '<p>The cause is the browser cache holding the old chunk. A hard reload after deploying fixes it, and the next release adds hashed file names for the data as well.</p>',
  '<p>Good question. The short answer is yes, but keep the <strong>route table</strong> as the single source, or the breadcrumbs will disagree with the menu.</p>',
];
