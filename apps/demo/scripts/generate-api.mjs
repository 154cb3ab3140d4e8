// Writes the demo's JSON data under public/api. Deterministic: the same files on every run and machine.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { activityItems, activityTypes } from './data/activities.mjs';
import { blogPosts } from './data/blog.mjs';
import { chat, chatPeople } from './data/chat.mjs';
import { documents } from './data/documents.mjs';
import { worldCities } from './data/cities.mjs';
import { inboxAttachmentFiles, inboxConfig, inboxMessages } from './data/inbox.mjs';
import { events } from './data/events.mjs';
import { eventTemplates } from './data/eventTemplates.mjs';
import { comments, contactMessages } from './data/formSubmissions.mjs';
import { forumForums, forumPosts, forumTopics } from './data/forum.mjs';
import { galleryPhotos, galleryPictureFiles } from './data/gallery.mjs';
import { dictionaries, languages } from './data/languages.mjs';
import { mapFiles } from './data/maps.mjs';
import { invoices } from './data/invoices.mjs';
import { orders } from './data/orders.mjs';
import { pricingPlans } from './data/pricing.mjs';
import { productPictureFiles, productReviews, products } from './data/products.mjs';
import { profilePeople, profiles } from './data/profile.mjs';
import { projectList } from './data/projectList.mjs';
import { recentProjects } from './data/projects.mjs';
import { socialPhotoFiles, socialWall } from './data/social.mjs';
import { gridInvoices } from './data/gridInvoices.mjs';
import { tableRows } from './data/tables.mjs';
import { timelineEvents } from './data/timeline.mjs';
import { todos } from './data/todos.mjs';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'api');

/** A round initials avatar, so the demo ships no photographs of real people. */
function avatar(initials, hue) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${initials}">
  <circle cx="32" cy="32" r="32" fill="hsl(${hue} 45% 38%)"/>
  <text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="600" text-anchor="middle" fill="#fff">${initials}</text>
</svg>
`;
}

const people = {
  ada: ['AL', 205],
  mo: ['MO', 20],
  jb: ['JB', 145],
  lh: ['LH', 280],
  tr: ['TR', 330],
  ...chatPeople,
  ...profilePeople,
};

const messages = inboxMessages();

const files = {
  'user.json': { username: 'Ada Lindqvist', picture: 'api/avatars/ada.svg' },
  ...Object.fromEntries(
    Object.entries(people).map(([key, [initials, hue]]) => [`avatars/${key}.svg`, avatar(initials, hue)]),
  ),
  'languages.json': languages,
  ...Object.fromEntries(Object.entries(dictionaries).map(([key, words]) => [`langs/${key}.json`, words])),
  'activities/activity.json': activityTypes,
  ...Object.fromEntries(
    Object.entries(activityItems).map(([type, data]) => [`activities/activity-${type}.json`, { data }]),
  ),
  'projects.json': recentProjects,
  'project-list.json': { data: projectList },
  'chat.json': chat,
  'todos.json': todos,
  'events.json': events,
  'event-templates.json': eventTemplates,
  'tables/datatables.standard.json': tableRows,
  'tables/jqgrid.json': gridInvoices,
  'e-commerce/orders.json': orders,
  'e-commerce/products.json': products,
  'e-commerce/reviews.json': productReviews,
  'e-commerce/invoices.json': invoices,
  'pricing.json': pricingPlans,
  ...productPictureFiles,
  'forms/comments.json': comments,
  'forms/contacts.json': contactMessages,
  'documents.json': documents,
  // One line, not indented: the list is fetched whole on the first search and indentation would double it.
  'forms/cities.json': `${JSON.stringify(worldCities())}\n`,
  'inbox.json': inboxConfig(messages),
  'messages.json': messages,
  ...inboxAttachmentFiles,
  'social.json': socialWall,
  ...socialPhotoFiles,
  ...mapFiles,
  'gallery.json': galleryPhotos,
  ...galleryPictureFiles,
  'timeline.json': timelineEvents,
  'profiles.json': profiles,
  'blog.json': blogPosts,
  'forum/forums.json': forumForums,
  'forum/topics.json': forumTopics,
  'forum/posts.json': forumPosts,
};

for (const [name, data] of Object.entries(files)) {
  const target = join(apiRoot, name);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, typeof data === 'string' ? data : `${JSON.stringify(data, null, 2)}\n`);
}

// The PDF exports draw Arabic (and any text beyond western European letters) in this font; see DataGrid's pdfFonts.
// The SIL Open Font License asks that the licence travel with the font.
const fontPackage = dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-arabic/package.json'),
);
await mkdir(join(apiRoot, 'fonts'), { recursive: true });
await copyFile(
  join(fontPackage, '400Regular/NotoSansArabic_400Regular.ttf'),
  join(apiRoot, 'fonts/noto-sans-arabic.ttf'),
);
await copyFile(join(fontPackage, 'LICENSE_FONT'), join(apiRoot, 'fonts/noto-sans-arabic-license.txt'));

console.log(`Demo data: ${Object.keys(files).length} files and a font in public/api`);
