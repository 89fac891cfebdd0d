import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/org.table';

/** One uploaded image. The file under `storageKey` is encrypted; its key is sealed here. */
export const images = pgTable(
  'images',
  {
    /** Random, so that image addresses cannot be guessed from one another. */
    id: uuid('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    mime: text('mime').notNull(),
    /** Bytes of the image itself, before encryption. */
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    imgKey: text('img_key'),
    /** The image's own AES-256 key, sealed with the media master key. */
    wrappedKey: text('wrapped_key').notNull(),
    /** Fingerprint of the master key that sealed it. */
    masterKeyId: text('master_key_id').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_uploaded_by_idx').on(t.uploadedBy, t.createdAt)],
);
export type ImageRow = typeof images.$inferSelect;
