// The inbox's demo data: its configuration (inbox.json: folders with unread counts, labels with colours), the
// messages of every folder (messages.json) and the files attached to them. Generated from a seeded sequence
// and fixed dates, so every run writes the same files; the unread counts are counted from the messages.
import { seededRandom } from './maps.mjs';

/** The folders in the order the inbox lists them. */
const folderKeys = ['inbox', 'sent', 'draft', 'trash'];

/** Labels a message can carry, by key; colours are the chips' backgrounds (white text reads on each). */
export const inboxLabels = [
  { key: 'work', name: 'Work', color: '#a65c00' },
  { key: 'home', name: 'Home', color: '#2f6f6a' },
  { key: 'finance', name: 'Finance', color: '#6a4c93' },
];

const me = { name: 'Ada Lindqvist', email: 'ada.lindqvist@atrium.example' };

const contacts = [
  ['Mira Okafor', 'mira.okafor'],
  ['Jonas Berg', 'jonas.berg'],
  ['Lena Hoffmann', 'lena.hoffmann'],
  ['Tomás Ruiz', 'tomas.ruiz'],
  ['Priya Kulkarni', 'priya.kulkarni'],
  ['Noah Yilmaz', 'noah.yilmaz'],
  ['Sofia Marchetti', 'sofia.marchetti'],
  ['Kenji Watanabe', 'kenji.watanabe'],
  ['Amara Nwosu', 'amara.nwosu'],
  ['Elliot Brandt', 'elliot.brandt'],
].map(([name, user]) => ({ name, email: `${user}@atrium.example` }));

const subjects = [
  'Timelogs of the last client',
  'Q4 budget review: numbers attached',
  'Onboarding plan for Monday',
  'Release notes for version 4.2',
  'Vendor contract: final draft',
  'Office move: what to pack',
  'Design review moved to Thursday',
  'Invoice 4831 paid',
  'Server maintenance window',
  'Team lunch on Friday',
  'Customer feedback summary',
  'Quarterly goals check-in',
  'Travel booking for the summit',
  'New dashboard mock-ups',
  'Security training reminder',
  'Holiday rota',
];

const openings = [
  'Thanks for the quick turnaround on this.',
  'Following up on our call this morning.',
  'As promised, here is where things stand.',
  'Could you take a look before the end of the week?',
  'Short update before the weekly meeting.',
  'I went through the figures again last night.',
];

const details = [
  'The totals match the plan except for travel, which ran about eight percent over because of the summit.',
  'Legal signed off on the liability clause; the payment terms still need a second look from finance.',
  'Both laptops are imaged and the accounts exist; buddies are Jonas and Priya for the first month.',
  'The migration ran cleanly on staging; production follows on Saturday between six and eight in the morning.',
  'Most customers asked for exports to spreadsheets and a darker skin; nobody missed the old charts.',
  'Rooms on the third floor are booked from Tuesday; please label your boxes with your desk number.',
];

const attachmentFiles = [
  { name: 'timelogs.csv', type: 'text/csv' },
  { name: 'budget-q4.csv', type: 'text/csv' },
  { name: 'release-notes.txt', type: 'text/plain' },
  { name: 'floor-plan.svg', type: 'image/svg+xml' },
  { name: 'agenda.txt', type: 'text/plain' },
];

/** Where the demo serves an attachment, relative to the app. */
const attachmentUrl = (name) => `api/inbox/attachments/${name}`;

const attachmentContents = {
  'timelogs.csv': 'date,person,hours\n2026-11-23,Mira Okafor,7.5\n2026-11-24,Jonas Berg,6\n',
  'budget-q4.csv': 'item,plan,actual\nTravel,12000,12960\nSoftware,8000,7420\n',
  'release-notes.txt': 'Version 4.2\n- Inbox with folders and labels\n- Faster tables\n',
  'floor-plan.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect x="2" y="2" width="116" height="76" fill="#eef2f6" stroke="#3a4558"/><line x1="60" y1="2" x2="60" y2="78" stroke="#3a4558"/></svg>\n',
  'agenda.txt': 'Agenda\n1. Goals\n2. Budget\n3. Open questions\n',
};

/** The attached files themselves, keyed by their path under `api/`. */
export const inboxAttachmentFiles = Object.fromEntries(
  Object.entries(attachmentContents).map(([name, content]) => [`inbox/attachments/${name}`, content]),
);

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** How many messages each folder holds in the demo. */
const folderSizes = { inbox: 40, sent: 12, draft: 5, trash: 8 };

/** The newest message's time; each older one is a few minutes to a few hours earlier. */
const newest = Date.parse('2026-11-26T09:04:00Z');

/** Every demo message, newest first within each folder. */
export function inboxMessages(seed = 20261126) {
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const messages = [];
  for (const folder of folderKeys) {
    let time = newest;
    for (let index = 0; index < folderSizes[folder]; index += 1) {
      time -= Math.round(3 + random() * 180) * 60_000;
      const contact = pick(contacts);
      const outgoing = folder === 'sent' || folder === 'draft';
      const from = outgoing ? me : contact;
      const to = outgoing ? contact : me;
      const subject = pick(subjects);
      const firstName = to.name.split(' ')[0];
      const detail = Math.floor(random() * details.length);
      const body = [
        `<p>Hi ${escapeHtml(firstName)},</p>`,
        `<p>${escapeHtml(pick(openings))} ${escapeHtml(details[detail])}</p>`,
        random() < 0.3
          ? '<ul><li>Check the totals</li><li>Reply by Thursday</li><li>Share with the team</li></ul>'
          : `<p>${escapeHtml(details[(detail + 1) % details.length])}</p>`,
        `<p>Thanks,<br><strong>${escapeHtml(from.name)}</strong></p>`,
      ].join('\n');
      const labelRoll = random();
      const labels =
        labelRoll < 0.25
          ? ['work']
          : labelRoll < 0.35
            ? ['home']
            : labelRoll < 0.42
              ? ['finance', 'work']
              : [];
      const attachments =
        random() < 0.3
          ? [pick(attachmentFiles)].map(({ name, type }) => ({
              name,
              type,
              size: attachmentContents[name].length,
              url: attachmentUrl(name),
            }))
          : [];
      messages.push({
        _id: `msg-${folder}-${String(index + 1).padStart(3, '0')}`,
        folder,
        from,
        to: [to],
        subject: index % 3 === 1 ? `Re: ${subject}` : subject,
        body,
        date: new Date(time).toISOString(),
        // The newest third of the inbox is unread; sent mail and drafts are the user's own, so read.
        read: folder === 'inbox' ? index >= 14 || random() < 0.2 : true,
        labels,
        attachments,
      });
    }
  }
  return messages;
}

/** The inbox configuration (`inbox.json`): folders with their unread counts, and the labels. */
export function inboxConfig(messages) {
  return {
    folders: folderKeys.map((key) => ({
      key,
      unread: messages.filter((message) => message.folder === key && !message.read).length,
    })),
    labels: inboxLabels,
  };
}
