/**
 * LIKE patterns from what a user typed. `%`, `_` and the backslash are escaped (PostgreSQL's
 * default LIKE escape is the backslash), so a search for "10_%" finds that text and no more.
 */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, (ch) => `\\${ch}`);

/** Rows whose column starts with `text`: the form a b-tree (text_pattern_ops) index can serve. */
export const likePrefix = (text: string) => `${escapeLike(text)}%`;

/** Rows whose column contains `text` anywhere (no index helps; for short lists only). */
export const likeContains = (text: string) => `%${escapeLike(text)}%`;
