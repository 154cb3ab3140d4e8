import { describe, expect, it } from 'vitest';
import { inboxConfigSchema } from '../../../../packages/dashboard/src/api/inbox';
import { inboxMessageSchema } from '../../../../packages/dashboard/src/api/resourceDefinitions';
import { inboxAttachmentFiles, inboxConfig, inboxMessages } from './inbox.mjs';

describe('the demo inbox', () => {
  const messages = inboxMessages();
  const config = inboxConfig(messages);

  it('fills every folder with at least 60 messages in all, each readable by the dashboard', () => {
    expect(messages.length).toBeGreaterThanOrEqual(60);
    for (const { key } of config.folders) {
      expect(messages.filter((message) => message.folder === key).length, key).toBeGreaterThan(0);
    }
    for (const message of messages)
      expect(inboxMessageSchema.safeParse(message).success, message._id).toBe(true);
    expect(new Set(messages.map((message) => message._id)).size).toBe(messages.length);
  });

  it('is the same on every run', () => {
    expect(inboxMessages()).toEqual(messages);
  });

  it('counts the unread messages of each folder in its configuration', () => {
    expect(inboxConfigSchema.safeParse(config).success).toBe(true);
    for (const { key, unread } of config.folders) {
      expect(unread, key).toBe(messages.filter((message) => message.folder === key && !message.read).length);
    }
    expect(config.folders.find((folder) => folder.key === 'inbox')?.unread).toBeGreaterThan(0);
  });

  it('labels messages only with configured labels and attaches only files it serves', () => {
    const labelKeys = new Set(config.labels.map((label) => label.key));
    const served = new Set(Object.keys(inboxAttachmentFiles).map((path) => `api/${path}`));
    for (const message of messages) {
      for (const label of message.labels) expect(labelKeys.has(label), label).toBe(true);
      for (const attachment of message.attachments)
        expect(served.has(attachment.url), attachment.url).toBe(true);
    }
    expect(messages.some((message) => message.labels.length > 0)).toBe(true);
    expect(messages.some((message) => message.attachments.length > 0)).toBe(true);
  });
});
