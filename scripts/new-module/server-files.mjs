// The files the generator writes in apps/server/src/modules/<name>/, by role: each is
// `<name>.<role>.ts` from `templates/server/<role>.ts.tmpl`, in this order. Every role is one of
// the roles a module file may have (scripts/lint/module-file-role.mjs, decision 0083).
export const SERVER_FILE_ROLES = ['table', 'repository', 'reads', 'service', 'routes', 'module'];

/** [file, template] for each server module file of the module `kebab`. */
export const serverFiles = (kebab) =>
  SERVER_FILE_ROLES.map((role) => [`apps/server/src/modules/${kebab}/${kebab}.${role}.ts`, `server/${role}.ts`]);
