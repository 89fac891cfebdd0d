// The one kebab-case module name, spelled as each place needs it (STYLE.md §2, §10).

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** 'ci-sample' passes; 'CiSample', 'ci_sample', 'ci--sample', '1ci' do not. */
export const isKebab = (name) => KEBAB.test(name);

const words = (kebab) => kebab.split('-');
const upperFirst = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** ci-sample → ciSample (variables, URL segments, route paths). */
export const camelCase = (kebab) =>
  words(kebab)
    .map((w, i) => (i === 0 ? w : upperFirst(w)))
    .join('');

/** ci-sample → CiSample (types, components, factories). */
export const pascalCase = (kebab) => words(kebab).map(upperFirst).join('');

/** ci-sample → CI_SAMPLE (constants). */
export const constantCase = (kebab) => words(kebab).join('_').toUpperCase();

/** ci-sample → ci_sample (SQL names, audit entity). */
export const snakeCase = (kebab) => words(kebab).join('_');

/** ci-sample → Ci sample (default English titles). */
export const humanCase = (kebab) => upperFirst(words(kebab).join(' '));

/** The English plural of a word, as table names take it: firm → firms, entry → entries, box → boxes. */
export function plural(word) {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** ci-sample → ci_samples: the last word in the plural. */
export const tableName = (kebab) => {
  const ws = words(kebab);
  return [...ws.slice(0, -1), plural(ws.at(-1))].join('_');
};

/** Every spelling the templates use, by token. */
export function namesOf(kebab) {
  const table = tableName(kebab);
  return {
    kebab,
    camel: camelCase(kebab),
    Pascal: pascalCase(kebab),
    CONST: constantCase(kebab),
    snake: snakeCase(kebab),
    human: humanCase(kebab),
    table,
    tableCamel: camelCase(table.replaceAll('_', '-')),
  };
}
