// The demo's collections as one json-server data file: the same records the static api/*.json files hold.
import { blogPosts } from './data/blog.mjs';
import { documents } from './data/documents.mjs';
import { events } from './data/events.mjs';
import { eventTemplates } from './data/eventTemplates.mjs';
import { comments, contactMessages } from './data/formSubmissions.mjs';
import { forumForums, forumPosts, forumTopics } from './data/forum.mjs';
import { galleryPhotos } from './data/gallery.mjs';
import { gridInvoices } from './data/gridInvoices.mjs';
import { invoices } from './data/invoices.mjs';
import { orders } from './data/orders.mjs';
import { pricingPlans } from './data/pricing.mjs';
import { productReviews, products } from './data/products.mjs';
import { profiles } from './data/profile.mjs';
import { tableRows } from './data/tables.mjs';
import { inboxMessages } from './data/inbox.mjs';
import { timelineEvents } from './data/timeline.mjs';
import { todos } from './data/todos.mjs';

/** A fresh copy of the collections, one array per resource name. */
export function restDatabase() {
  return structuredClone({
    todos,
    orders,
    products,
    reviews: productReviews,
    invoices,
    plans: pricingPlans,
    'table-rows': tableRows,
    'grid-invoices': gridInvoices,
    messages: inboxMessages(),
    events,
    'event-templates': eventTemplates,
    comments,
    contacts: contactMessages,
    documents,
    'gallery-photos': galleryPhotos,
    'timeline-events': timelineEvents,
    profiles,
    'blog-posts': blogPosts,
    'forum-forums': forumForums,
    'forum-topics': forumTopics,
    'forum-posts': forumPosts,
  });
}

/**
 * The id field of each collection, as the dashboard's resource definitions name it; a collection not
 * listed (events, event templates, projects, table rows, grid invoices, comments, contacts, documents, gallery photos,
 * timeline events, profiles, blog posts, forums, forum topics and posts, products, reviews, invoices, plans)
 * uses json-server's usual `id`.
 */
export const restIdKeys = { todos: '_id', messages: '_id', orders: 'orderId' };
