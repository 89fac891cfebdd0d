import { Column, SQL, Subquery, getTableName, is, sql } from 'drizzle-orm';

/** What drizzle keeps on a prepared select (pg and PGlite sessions alike): its selected fields and how it maps rows. */
type SelectedField = { path: string[]; field: unknown };
type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
type PreparedSelect = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

const decoderIn = (sqlLike: unknown) => (sqlLike as { decoder: Decoder }).decoder; // drizzle's own (internal) field
/** Decoders that give the driver's value back as it is (a text column, a plain sql``): not called. */
const UNCHANGED = new Set([Column.prototype.mapFromDriverValue, decoderIn(sql``).mapFromDriverValue]);

/** The decoder drizzle's mapResultRow picks for a field, picked once. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderIn(field);
  if (is(field, Subquery)) return decoderIn(field._.sql);
  return decoderIn((field as { sql: unknown }).sql);
}

/**
 * A row mapper made once for a prepared select, writing what drizzle's `mapResultRow` writes for
 * each row (nested objects by path, nulls undecoded, a left-joined table that came back all null
 * as null). drizzle works the decoder and path of every column out again for every row (`is()`
 * down the prototype chain, iterators): a list's page paid that per request (issue 31).
 */
export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const columns = fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    return {
      path,
      last: path[path.length - 1]!,
      decoder,
      decodes: !UNCHANGED.has(decoder.mapFromDriverValue),
      // A column of a joined table at depth 2 tells whether that table's object came back all null.
      joinedTable: joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined,
    };
  });
  const nullable = columns.some((c) => c.joinedTable !== undefined);
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    const nullify: Record<string, string | false> = {};
    for (let i = 0; i < columns.length; i++) {
      const { path, last, decoder, decodes, joinedTable } = columns[i]!;
      let node = result;
      for (let p = 0; p < path.length - 1; p++) {
        const key = path[p]!;
        if (!(key in node)) node[key] = {};
        node = node[key] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = (node[last] = raw === null ? null : decodes ? decoder.mapFromDriverValue(raw) : raw);
      if (joinedTable !== undefined) {
        const objectName = path[0]!;
        if (!(objectName in nullify)) nullify[objectName] = value === null ? joinedTable : false;
        else if (typeof nullify[objectName] === 'string' && nullify[objectName] !== joinedTable) nullify[objectName] = false;
      }
    }
    if (nullable)
      for (const [objectName, tableName] of Object.entries(nullify))
        if (typeof tableName === 'string' && !joinsNotNullableMap![tableName]) result[objectName] = null;
    return result;
  };
  return (rows: unknown[][]) => rows.map(mapRow);
}

/** A prepared select whose rows are mapped by a mapper made once (compileRowMapper); any other statement as it is. */
export function withCompiledRowMapper<S>(statement: S): S {
  const prepared = statement as PreparedSelect;
  if (prepared.fields && !prepared.customResultMapper)
    prepared.customResultMapper = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  return statement;
}
