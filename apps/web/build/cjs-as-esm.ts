import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const PREFIX = '\0lc:esm:';

/** React's CommonJS packages that nearly every module imports. */
export const CJS_AS_ESM = ['react', 'react-dom', 'react/jsx-runtime'] as const;

/**
 * An ES module standing for a CommonJS one: its exports read once, each exported by name. The names
 * are those of the package as Node loads it here (React's development build, whose names include
 * all of the production build's; the two it adds are undefined in a build).
 */
export function esmFacade(specifier: string): string {
  const file = require.resolve(specifier);
  const names = Object.keys(require(specifier) as object).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
  return [`import cjs from ${JSON.stringify(file)};`, 'export default cjs;', `export const { ${names.join(', ')} } = cjs;`].join('\n');
}

/**
 * A build imports React's CommonJS packages from one ES module each, made here, instead of
 * directly. The bundler wraps a CommonJS import in an interop object per importing module, copying
 * every export as a getter: React's 46 exports for each of some 400 modules of the signed-in
 * shell, 18,000 getters and bound functions made while the first page's modules load (traces
 * put 37–56 ms of its script evaluation, and garbage collection after, in that copying at a CPU
 * slowdown of 1.5; decision 0090). Through the facade it is done once. CommonJS importers (react-dom requiring
 * react) keep the package itself. Development pre-bundles these packages and needs no facade.
 */
export function cjsAsEsm(): Plugin {
  return {
    name: 'lc:cjs-as-esm',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!(CJS_AS_ESM as readonly string[]).includes(source) || importer?.startsWith(PREFIX)) return null;
      if ((options as { kind?: string }).kind === 'require-call') return null;
      return `${PREFIX}${source}`;
    },
    load(id) {
      return id.startsWith(PREFIX) ? esmFacade(id.slice(PREFIX.length)) : null;
    },
  };
}
