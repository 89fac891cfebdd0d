import {
  type ImportResult,
  type ImportRowResult,
  type StaffCreateBody,
  type StaffListQuery,
  type StaffUpdateBody,
  message,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { AppError, Conflict, NotFound, Validation, keyed } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import type { AccessService } from '../access/access.service';
import { createStaffGrants } from './staff-grants.service';
import { failedRow, parseStaffSheet } from './staff-import.adapter';
import type { AuthService } from '../identity/auth.service';
import type { StaffAccounts } from '../identity/staff-accounts.service';

const PERMISSION = 'sys_user_manage';

export type StaffDeps = {
  db: Db;
  clock: Clock;
  access: Pick<AccessService, 'rolesFor' | 'allRoles'>;
  accounts: Pick<AuthService, 'accountIdByMobile' | 'hashPassword' | 'setPasswordAndSignOut' | 'signOutEverywhere'>;
  /** The accounts' rows, which identity owns. */
  staffAccounts: StaffAccounts;
};

export function createStaffService({ db, clock, access, accounts, staffAccounts: repo }: StaffDeps) {
  // Every write of roles, area or groups passes the grant rule (decision 0014).
  const grants = createStaffGrants({ db, access, orgUnits: repo.orgUnits });
  async function checkMobileFree(mobile: string, exceptId?: number) {
    const other = await accounts.accountIdByMobile(mobile);
    if (other !== null && other !== exceptId) throw new Validation(keyed('mobileTaken'));
  }
  async function mustFind(viewer: SessionUser, id: number) {
    const row = await repo.findInScope(db, id, scopeFor(viewer, PERMISSION));
    if (!row) throw new NotFound(keyed('staffNotFound'));
    return row;
  }

  async function create(viewer: SessionUser, input: StaffCreateBody, actor: AuditActor) {
    await grants.check(viewer, null, input);
    await checkMobileFree(input.mobile);
    const passwordHash = await accounts.hashPassword(input.password);
    return db.transaction(async (tx) => {
      const id = await repo.insert(tx, { ...input, passwordHash });
      await repo.setLinks(tx, id, input.roleIds, input.groupIds);
      const { password: _password, ...after } = input;
      await recordAudit(tx, actor, { entity: 'user', entityId: id, action: 'create', after });
      return id;
    });
  }

  return {
    list: (viewer: SessionUser, query: StaffListQuery) => repo.list(db, query, scopeFor(viewer, PERMISSION), clock.now()),
    get: (viewer: SessionUser, id: number) => mustFind(viewer, id),

    grantOptions: (viewer: SessionUser) => grants.optionsFor(viewer),

    create,

    /** Staff from an Excel sheet: every row is tried on its own and answered with its result. */
    async importSheet(viewer: SessionUser, sheet: Buffer, actor: AuditActor): Promise<ImportResult> {
      const rows: ImportRowResult[] = [];
      for (const parsed of await parseStaffSheet(sheet)) {
        if ('error' in parsed) {
          rows.push(failedRow(parsed.row, parsed.error));
          continue;
        }
        try {
          await create(viewer, parsed.input, actor);
          rows.push({ row: parsed.row, ok: true, message: message('importRowCreated') });
        } catch (error) {
          if (!(error instanceof AppError) || error.httpStatus >= 500) throw error;
          rows.push(failedRow(parsed.row, error.message));
        }
      }
      const created = rows.filter((r) => r.ok).length;
      return { created, failed: rows.length - created, rows };
    },

    /** Edits with optimistic locking: a stale version gets a 409, never a silent overwrite. */
    async update(viewer: SessionUser, id: number, input: StaffUpdateBody, actor: AuditActor) {
      const before = await mustFind(viewer, id);
      if (id === viewer.id && input.status === 0) throw new Validation(keyed('cannotDisableSelf'));
      await grants.check(viewer, before, input);
      await checkMobileFree(input.mobile, id);
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (!(await repo.updateVersioned(tx, id, input, now))) throw new Conflict();
        await repo.setLinks(tx, id, input.roleIds, input.groupIds);
        if (input.status === 0) await accounts.signOutEverywhere(tx, id, now);
        const { version: _v, ...after } = input;
        await recordAudit(tx, actor, {
          entity: 'user',
          entityId: id,
          action: input.status === 0 && before.status === 1 ? 'disable' : 'update',
          before,
          after,
        });
      });
    },

    async resetPassword(viewer: SessionUser, id: number, password: string, actor: AuditActor) {
      // Resetting the password of an account above the viewer would hand them that account.
      const target = await mustFind(viewer, id);
      await grants.check(viewer, target, target);
      const passwordHash = await accounts.hashPassword(password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await accounts.setPasswordAndSignOut(tx, id, passwordHash, now);
        await recordAudit(tx, actor, { entity: 'user', entityId: id, action: 'reset_password' });
      });
    },

    countLocked: (viewer: SessionUser) => repo.countLocked(db, scopeFor(viewer, PERMISSION), clock.now()),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
