import type { ComponentType } from 'react';

/** A page's lazy load: its own chunk, fetched on the route's first visit only. */
export type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A web module's built pages by full path: exactly the routes it builds of those the table marks
 * `built` (app/pages.ts merges the modules' maps, and its test checks they agree with the table).
 */
export type PageMap = Readonly<Record<string, PageModule>>;
