import * as z from 'zod/mini';
import { defineResource } from '../data/resource';

const id = z.union([z.string(), z.number()]);

/** A calendar event (`events.json`). */
export const calendarEventSchema = z.object({
  id,
  title: z.string(),
  description: z.optional(z.string()),
  /** Colour class of the event. */
  className: z.optional(z.string()),
  icon: z.optional(z.enum(['fa-info', 'fa-warning', 'fa-check', 'fa-user', 'fa-lock', 'fa-clock-o'])),
  /** ISO 8601 date or date-time. */
  start: z.string(),
  end: z.optional(z.string()),
  allDay: z.optional(z.boolean()),
});
/** A calendar event. */
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
/** The calendar's events (`events`, seeded from `events.json`). */
export const calendarEventResource = defineResource({
  name: 'events',
  idKey: 'id',
  seedPath: 'events.json',
  schema: calendarEventSchema,
});

/** A draggable event of the calendar's list (`event-templates.json`): what a drop on a day creates. */
export const eventTemplateSchema = z.object({
  id,
  title: z.string(),
  description: z.optional(z.string()),
  /** Colour class of the events it makes. */
  className: z.optional(z.string()),
  icon: calendarEventSchema.shape.icon,
  /** Title and description are dictionary keys, shown in the reader's language (the built-in templates). */
  translatable: z.optional(z.boolean()),
});
/** A draggable event template. */
export type EventTemplate = z.infer<typeof eventTemplateSchema>;
/** The calendar's draggable events (`event-templates`, seeded from `event-templates.json`). */
export const eventTemplateResource = defineResource({
  name: 'event-templates',
  idKey: 'id',
  seedPath: 'event-templates.json',
  schema: eventTemplateSchema,
});

/** Someone who sends or receives a message. */
export const mailAddressSchema = z.object({ name: z.string(), email: z.string() });
/** Someone who sends or receives a message. */
export type MailAddress = z.infer<typeof mailAddressSchema>;

/** A file attached to a message; `url` is where it downloads from, relative to the app. */
export const mailAttachmentSchema = z.object({
  name: z.string(),
  /** Media type, e.g. `text/csv`. */
  type: z.optional(z.string()),
  /** Size in bytes. */
  size: z.optional(z.number().check(z.nonnegative())),
  url: z.optional(z.string()),
});
/** A file attached to a message. */
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** A message of the inbox (`messages.json`); `body` is HTML from the server and must be sanitised to show. */
export const inboxMessageSchema = z.object({
  _id: id,
  /** Key of the folder the message sits in (`inbox`, `sent`, `draft`, `trash`). */
  folder: z.string(),
  from: mailAddressSchema,
  to: z.optional(z.array(mailAddressSchema)),
  /** Copied recipients. */
  cc: z.optional(z.array(mailAddressSchema)),
  /** Blind-copied recipients, kept on the sender's copy only. */
  bcc: z.optional(z.array(mailAddressSchema)),
  subject: z.string(),
  body: z.string(),
  /** ISO 8601 date-time the message was sent (or last saved, for drafts). */
  date: z.string(),
  /** Whether the user has read it; unread messages count towards the folder's badge. */
  read: z.optional(z.boolean()),
  attachments: z.optional(z.array(mailAttachmentSchema)),
  /** Keys into the inbox configuration's labels. */
  labels: z.optional(z.array(z.string())),
  selected: z.optional(z.boolean()),
});
/** A message of the inbox. */
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
/** The inbox's messages (`messages`, seeded from `messages.json`). */
export const inboxMessageResource = defineResource({
  name: 'messages',
  idKey: '_id',
  seedPath: 'messages.json',
  schema: inboxMessageSchema,
});

/** An order of the e-commerce table (`e-commerce/orders.json`). */
export const orderSchema = z.object({
  orderId: id,
  customerId: id,
  /** Purchase date. */
  purchase: z.string(),
  /** Delivery date. */
  delivery: z.optional(z.string()),
  basePrice: z.union([z.number(), z.string()]),
  postalZip: z.optional(z.string()),
  status: z.optional(z.string()),
});
/** An order of the e-commerce table. */
export type Order = z.infer<typeof orderSchema>;
/** The e-commerce orders (`orders`, seeded from `e-commerce/orders.json`). */
export const orderResource = defineResource({
  name: 'orders',
  idKey: 'orderId',
  seedPath: 'e-commerce/orders.json',
  schema: orderSchema,
});

/** Someone on a project's team, with the picture shown beside their name. */
export const projectContactSchema = z.object({ name: z.string(), picture: z.optional(z.string()) });
/** Someone on a project's team. */
export type ProjectContact = z.infer<typeof projectContactSchema>;

/** Where a project stands: under way, paused, or no longer worked on. */
export const projectStatusSchema = z.enum(['active', 'on-hold', 'inactive']);
/** Where a project stands. */
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

/** A row of the projects page (`project-list.json`, whose `data` field holds the rows). */
export const projectSchema = z.object({
  id,
  name: z.string(),
  /** Agreed budget in US dollars; none when no budget was locked in. */
  budget: z.optional(z.number().check(z.nonnegative())),
  /** How much of the work is done, in percent (0–100). */
  est: z.optional(z.number().check(z.gte(0), z.lte(100))),
  contacts: z.optional(z.array(projectContactSchema)),
  status: z.optional(projectStatusSchema),
  /** Hours planned and hours booked, one number per period, oldest first. */
  'target-actual': z.optional(z.object({ target: z.array(z.number()), actual: z.array(z.number()) })),
  /** ISO 8601 date the project starts. */
  starts: z.optional(z.string()),
  /** ISO 8601 date the project is due to end. */
  ends: z.optional(z.string()),
  /** Whether the team books its time against the project. */
  tracker: z.optional(z.boolean()),
  description: z.optional(z.string()),
});
/** A row of the projects page. */
export type Project = z.infer<typeof projectSchema>;
/** The projects page's rows (`projects`, seeded from the `data` of `project-list.json`). */
export const projectResource = defineResource({
  name: 'projects',
  idKey: 'id',
  seedPath: 'project-list.json',
  seedField: 'data',
  schema: projectSchema,
});

/** A row of the data tables demo (`tables/datatables.standard.json`). */
export const tableRowSchema = z.object({
  id,
  name: z.string(),
  phone: z.optional(z.string()),
  company: z.optional(z.string()),
  zip: z.optional(z.string()),
  city: z.optional(z.string()),
  date: z.optional(z.string()),
});
/** A row of the data tables demo. */
export type TableRow = z.infer<typeof tableRowSchema>;
/** The data tables demo's rows (`table-rows`, seeded from `tables/datatables.standard.json`). */
export const tableRowResource = defineResource({
  name: 'table-rows',
  idKey: 'id',
  seedPath: 'tables/datatables.standard.json',
  schema: tableRowSchema,
});

/** An invoice row of the grid demo (`tables/jqgrid.json`); every field is text, as the grid edits it. */
export const gridInvoiceSchema = z.object({
  id: z.string(),
  /** ISO 8601 date. */
  date: z.string(),
  /** The client. */
  name: z.string(),
  note: z.string(),
  amount: z.string(),
  tax: z.string(),
  total: z.string(),
});
/** An invoice row of the grid demo. */
export type GridInvoice = z.infer<typeof gridInvoiceSchema>;
/** The grid demo's invoices (`grid-invoices`, seeded from `tables/jqgrid.json`). */
export const gridInvoiceResource = defineResource({
  name: 'grid-invoices',
  idKey: 'id',
  seedPath: 'tables/jqgrid.json',
  schema: gridInvoiceSchema,
});

/** A comment posted through the comment form (`forms/comments.json`). */
export const commentSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  /** The commenter's web site, when given. */
  url: z.optional(z.string()),
  comment: z.string(),
  /** ISO 8601 date-time it was posted. */
  date: z.string(),
});
/** A comment posted through the comment form. */
export type BlogComment = z.infer<typeof commentSchema>;
/** Comments the comment form posts (`comments`, seeded from `forms/comments.json`). */
export const commentResource = defineResource({
  name: 'comments',
  idKey: 'id',
  seedPath: 'forms/comments.json',
  schema: commentSchema,
});

/** A message sent through the contacts form (`forms/contacts.json`). */
export const contactMessageSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  /** ISO 8601 date-time it was sent. */
  date: z.string(),
});
/** A message sent through the contacts form. */
export type ContactMessage = z.infer<typeof contactMessageSchema>;
/** Messages the contacts form sends (`contacts`, seeded from `forms/contacts.json`). */
export const contactMessageResource = defineResource({
  name: 'contacts',
  idKey: 'id',
  seedPath: 'forms/contacts.json',
  schema: contactMessageSchema,
});

/** A document the editor pages open (`documents.json`): rich text as HTML, or markdown. */
export const editorDocumentSchema = z.object({
  id,
  title: z.string(),
  format: z.enum(['html', 'markdown']),
  body: z.string(),
});
/** A document the editor pages open. */
export type EditorDocument = z.infer<typeof editorDocumentSchema>;
/** The editor pages' documents (`documents`, seeded from `documents.json`). */
export const editorDocumentResource = defineResource({
  name: 'documents',
  idKey: 'id',
  seedPath: 'documents.json',
  schema: editorDocumentSchema,
});
