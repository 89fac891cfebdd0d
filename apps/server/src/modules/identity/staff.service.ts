import { randomUUID } from 'node:crypto';
import { type StaffCreateBody, type StaffListQuery, type StaffUpdateBody, message } from '@lc/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Conflict, NotFound, Validation } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { hashPassword } from './password';
import { type SessionUser, scopeFor } from './session-user';
import { sessionRepository } from './session.repository';
import type { AccessService } from '../access/access.service';
import { createStaffGrants } from './staff-grants';
import { users } from './org.table';
import { userRepository } from './user.repository';
import { staffRepository } from './staff.repository';

const PERMISSION = 'sys_user_manage';

export function createStaffService({ db, clock, access }: { db: Db; clock: Clock; access: Pick<AccessService, 'rolesFor' | 'allRoles'> }) {
  // Every write of roles, area or groups passes the grant rule (decision 0014).
  const grants = createStaffGrants({ db, access });
  async function checkMobileFree(mobile: string, exceptId?: number) {
    const other = await userRepository.findByMobile(db, mobile);
    if (other && other.id !== exceptId) throw new Validation(message('mobileTaken'));
  }
  async function mustFind(viewer: SessionUser, id: number) {
    const row = await staffRepository.findInScope(db, id, scopeFor(viewer, PERMISSION));
    if (!row) throw new NotFound('员工不存在或不在您的数据范围内');
    return row;
  }

  return {
    list: (viewer: SessionUser, query: StaffListQuery) => staffRepository.list(db, query, scopeFor(viewer, PERMISSION), clock.now()),
    get: (viewer: SessionUser, id: number) => mustFind(viewer, id),

    grantOptions: (viewer: SessionUser) => grants.optionsFor(viewer),

    async create(viewer: SessionUser, input: StaffCreateBody, actor: AuditActor) {
      await grants.check(viewer, null, input);
      await checkMobileFree(input.mobile);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            userId: `U${randomUUID().replaceAll('-', '').slice(0, 12)}`,
            userName: input.mobile,
            realName: input.realName,
            mobile: input.mobile,
            email: input.email || null,
            areaCode: input.areaCode,
            departmentCode: input.departmentCode ?? null,
            passwordHash,
          })
          .returning({ id: users.id });
        await staffRepository.setLinks(tx, created!.id, input.roleIds, input.groupIds);
        const { password: _password, ...after } = input;
        await recordAudit(tx, actor, { entity: 'user', entityId: created!.id, action: 'create', after });
        return created!.id;
      });
    },

    /** Edits with optimistic locking: a stale version gets a 409, never a silent overwrite. */
    async update(viewer: SessionUser, id: number, input: StaffUpdateBody, actor: AuditActor) {
      const before = await mustFind(viewer, id);
      if (id === viewer.id && input.status === 0) throw new Validation('不能停用自己的账号');
      await grants.check(viewer, before, input);
      await checkMobileFree(input.mobile, id);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({
            realName: input.realName,
            mobile: input.mobile,
            userName: input.mobile,
            email: input.email || null,
            status: input.status,
            areaCode: input.areaCode,
            departmentCode: input.departmentCode ?? null,
            version: input.version + 1,
            updatedAt: now,
          })
          .where(and(eq(users.id, id), eq(users.version, input.version)))
          .returning({ id: users.id });
        if (!updated.length) throw new Conflict();
        await staffRepository.setLinks(tx, id, input.roleIds, input.groupIds);
        if (input.status === 0) await sessionRepository.revokeAllForUser(tx, id, now);
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
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await userRepository.setPasswordHash(tx, id, passwordHash, now);
        await sessionRepository.revokeAllForUser(tx, id, now);
        await recordAudit(tx, actor, { entity: 'user', entityId: id, action: 'reset_password' });
      });
    },

    countLocked: (viewer: SessionUser) => staffRepository.countLocked(db, scopeFor(viewer, PERMISSION), clock.now()),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
