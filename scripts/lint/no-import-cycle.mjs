// ESLint rule: no import cycle between a project's files, type imports included (decision 0075).
// import-x/no-cycle skips `import type`, which would let two modules' types lean on each other;
// here every import counts: static, type-only, re-exports and import(). The graph comes from
// TypeScript's preProcessFile (syntax only, no type checking), built once per lint run and
// shared by every file it lints; the file being linted is read from the editor's text.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every file's imports that resolve to a file of the project, by absolute path. */
function createGraph() {
  const edges = new Map();
  const exists = new Map();
  const isFile = (p) => {
    if (!exists.has(p)) exists.set(p, fs.existsSync(p) && fs.statSync(p).isFile());
    return exists.get(p);
  };
  const resolve = (from, spec, aliases) => {
    const bare = spec.replace(/\?.*$/, '');
    const alias = Object.keys(aliases).find((prefix) => bare.startsWith(prefix));
    let base;
    if (bare.startsWith('.')) base = path.resolve(path.dirname(from), bare);
    else if (alias) base = path.join(aliases[alias], bare.slice(alias.length));
    else return null;
    return EXTENSIONS.map((ext) => base + ext).find(isFile) ?? null;
  };
  const importsOf = (file, text, aliases) => {
    const found = ts.preProcessFile(text, true, true).importedFiles.map((i) => resolve(file, i.fileName, aliases));
    return [...new Set(found.filter(Boolean))];
  };
  return {
    resolve,
    /** Sets a file's edges from its current text; true when they differ from those the graph held. */
    update(file, text, aliases) {
      const next = importsOf(file, text, aliases);
      const before = edges.get(file);
      edges.set(file, next);
      return before !== undefined && (before.length !== next.length || before.some((e, i) => e !== next[i]));
    },
    edgesOf(file, aliases) {
      if (!edges.has(file)) edges.set(file, importsOf(file, fs.readFileSync(file, 'utf8'), aliases));
      return edges.get(file);
    },
  };
}

/** Strongly connected components (Tarjan, iterative) of everything reachable from `start`. */
function componentsFrom(start, next, component) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  const visit = (root) => {
    const work = [[root, 0]];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work.at(-1);
      const [v, i] = frame;
      const out = next(v);
      if (i < out.length) {
        frame[1] += 1;
        const w = out[i];
        if (component.has(w)) continue;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
        continue;
      }
      work.pop();
      if (work.length) low.set(work.at(-1)[0], Math.min(low.get(work.at(-1)[0]), low.get(v)));
      if (low.get(v) === index.get(v)) {
        const id = v;
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          component.set(w, id);
        } while (w !== v);
      }
    }
  };
  if (!component.has(start)) visit(start);
}

/** The shortest way from `from` back to `to` inside one component, for the message. */
function pathBack(from, to, next, component) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const v = queue.shift();
    if (v === to) break;
    for (const w of next(v))
      if (!previous.has(w) && component.get(w) === component.get(to)) {
        previous.set(w, v);
        queue.push(w);
      }
  }
  const way = [];
  for (let v = to; v !== null && v !== undefined; v = previous.get(v)) way.unshift(v);
  return way;
}

let graph = createGraph();
let component = new Map();

/** Forgets the graph (tests write files between runs). */
export function resetImportGraph() {
  graph = createGraph();
  component = new Map();
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between project files, type-only imports included' },
    schema: [
      {
        type: 'object',
        properties: { aliases: { type: 'object', additionalProperties: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Import cycle (type imports count): {{way}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const aliases = context.options[0]?.aliases ?? {};
    // A file whose imports changed since the graph was built (an editor's unsaved text) starts it anew.
    if (graph.update(file, context.sourceCode.text, aliases)) component = new Map();
    const next = (v) => graph.edgesOf(v, aliases);
    componentsFrom(file, next, component);
    const check = (node, source) => {
      if (typeof source?.value !== 'string') return;
      const target = graph.resolve(file, source.value, aliases);
      if (!target || component.get(target) !== component.get(file) || target === file) return;
      const way = pathBack(target, file, next, component);
      context.report({ node, messageId: 'cycle', data: { way: [file, ...way].map((p) => path.relative(context.cwd, p)).join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
