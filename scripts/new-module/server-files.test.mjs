import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { MODULE_FILE_ROLES, hasModuleFileRole } from '../lint/module-file-role.mjs';
import { SERVER_FILE_ROLES, serverFiles } from './server-files.mjs';

const TEMPLATES = path.join(import.meta.dirname, 'templates');
const template = (name) => fs.readFileSync(path.join(TEMPLATES, `${name}.tmpl`), 'utf8');

describe("the generator's server module files", () => {
  it('each says a role the lint knows (decision 0083)', () => {
    for (const role of SERVER_FILE_ROLES) assert.ok(MODULE_FILE_ROLES.includes(role), role);
    for (const [file] of serverFiles('ci-sample')) assert.ok(hasModuleFileRole(file), file);
    assert.deepEqual(
      serverFiles('ci-sample').map(([file]) => file),
      SERVER_FILE_ROLES.map((role) => `apps/server/src/modules/ci-sample/ci-sample.${role}.ts`),
    );
  });

  it('has a template for each, and no server module template without a role', () => {
    const templates = fs.readdirSync(path.join(TEMPLATES, 'server')).filter((f) => f !== 'routes.test.ts.tmpl');
    assert.deepEqual(templates.sort(), SERVER_FILE_ROLES.map((role) => `${role}.ts.tmpl`).sort());
  });

  it('publishes a read surface of its own repository only (decision 0075)', () => {
    const reads = template('server/reads.ts');
    const sources = [...reads.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    assert.deepEqual(sources, ['./__kebab__.repository']);
    assert.match(template('server/repository.ts'), /export const __camel__Subject = /);
  });

  it('keeps its create keyed, from the contract to the form (decision 0076)', () => {
    assert.match(template('shared/schema.ts'), /__camel__CreateBody = __camel__Input\.safeExtend\(\{\s*idempotencyKey:/);
    assert.match(template('shared/contract.ts'), /body: __camel__CreateBody,/);
    assert.match(template('server/service.ts'), /idempotent\(db, claimOf\('__camel__\.create', user\.id, body\), write\)/);
    assert.match(template('web/form-modal.tsx'), /idempotencyKey: idempotency\.take\(\)/);
    assert.match(template('server/routes.test.ts'), /toBe\('该幂等键已用于另一请求内容'\)/);
  });
});
