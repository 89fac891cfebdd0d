import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The calls that declare endpoints, and their parts that are zod schemas: `endpoint`
 * (packages/shared/src/api/contract.ts) and `exportEndpoint` (export/export-endpoint.ts), whose
 * `filter` is the list's filter schema: written as it is, it built the list's whole query schema
 * (and zod) on every page that imports the contract (the bill list built bill.schema's).
 */
const SCHEMA_PARTS = new Map<string, ReadonlySet<string>>([
  ['endpoint', new Set(['params', 'query', 'body', 'reply'])],
  ['exportEndpoint', new Set(['filter'])],
]);
/** A source that calls one of them (a quick test before parsing it). */
const DECLARING = new RegExp(`\\b(?:${[...SCHEMA_PARTS.keys()].join('|')})\\(`);
/** Shared's sources, where every endpoint is declared (contracts and a few endpoint helpers). */
export const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/].+(?<!\.test)\.ts$/;

/**
 * Every `endpoint({ … })` of the source with its schema parts (params, query, body, reply), and
 * every `exportEndpoint({ … })` with its filter, written as `true`: the part is declared, its
 * schema is not carried. Returns null when the source declares no schema part.
 */
export function withoutEndpointSchemas(
  code: string,
  fileName: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out = new MagicString(code);
  let changed = false;
  const visit = (node: ts.Node) => {
    const parts = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? SCHEMA_PARTS.get(node.expression.text) : undefined;
    if (parts && ts.isCallExpression(node)) {
      const [declaration] = node.arguments;
      if (declaration && ts.isObjectLiteralExpression(declaration)) {
        for (const part of declaration.properties) {
          if (!part.name || !ts.isIdentifier(part.name) || !parts.has(part.name.text)) continue;
          if (ts.isPropertyAssignment(part)) out.overwrite(part.initializer.getStart(source), part.initializer.getEnd(), 'true');
          else if (ts.isShorthandPropertyAssignment(part)) out.overwrite(part.getStart(source), part.getEnd(), `${part.name.text}: true`);
          else continue;
          changed = true;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true, source: fileName }) } : null;
}

/**
 * The web app calls an endpoint by its method, path and domain; the server validates with its
 * schemas. A build leaves the schemas out of the web's endpoints, so a page takes zod and a
 * schema only where a form of its own validates with them: the signed-in shell (session, menus,
 * home) then loads no zod at all (decision 0089). `query: true` still says a GET lists
 * (listPathsOf). Development and the unit tests keep the contracts whole.
 */
export function endpointSchemasOut(): Plugin {
  return {
    name: 'lc:endpoint-schemas-out',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SHARED_SOURCE.test(id) || !DECLARING.test(code)) return null;
      return withoutEndpointSchemas(code, id);
    },
  };
}
