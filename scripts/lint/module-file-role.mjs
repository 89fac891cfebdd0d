import path from 'node:path';

/**
 * The roles a server module's file may have (decision 0083), as the last part of its name before
 * `.ts`: `<name>.<role>.ts`, and a colocated unit test `<name>.<role>.test.ts`. The generator's
 * templates are checked against the same list (scripts/new-module/render.test.mjs).
 */
export const MODULE_FILE_ROLES = [
  'module',
  'routes',
  'service',
  'repository',
  'table',
  'reads',
  'seed',
  'badges',
  'export',
  'sensitive',
  'worker',
  'rules',
  'adapter',
];

const ROLE = new RegExp(`\\.(${MODULE_FILE_ROLES.join('|')})(\\.test)?\\.ts$`);

/** Whether a file name says its role. */
export const hasModuleFileRole = (fileName) => ROLE.test(path.basename(fileName));

/**
 * Every file under apps/server/src/modules/<m>/ (subfolders included) says its role in its name.
 * The config decides which files the rule sees; the rule reads only the file's name.
 */
export const moduleFileRole = {
  meta: {
    type: 'problem',
    docs: { description: "Require a server module's files to name their role: <name>.<role>.ts" },
    schema: [],
    messages: {
      noRole: '{{file}} says no role: name it <name>.<role>.ts, the role one of {{roles}} (decision 0083)',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (hasModuleFileRole(file)) return {};
    return {
      Program: (node) =>
        context.report({
          node,
          loc: { line: 1, column: 0 },
          messageId: 'noRole',
          data: { file: path.basename(file), roles: MODULE_FILE_ROLES.join(', ') },
        }),
    };
  },
};

export default { rules: { 'module-file-role': moduleFileRole } };
