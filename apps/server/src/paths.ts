import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This file sits one level below it both as source (src/paths.ts)
 * and inside the bundle (dist/main.js), so the same relative URL works in both.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
