/** A delete a foreign key refuses: 23001 under ON DELETE RESTRICT, 23503 under NO ACTION. */
const STILL_REFERENCED = new Set(['23001', '23503']);

/** The SQLSTATE of a database error; Drizzle wraps the driver's error in `cause`. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** The database refused a delete because a foreign key still refers to the row. */
export const isStillReferenced = (error: unknown) => STILL_REFERENCED.has(sqlStateOf(error) ?? '');
