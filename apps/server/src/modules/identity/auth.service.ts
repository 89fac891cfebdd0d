import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { Locked, NotSignedIn, SessionExpired, TooManyRequests, Validation, keyed } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit.repository';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { USER_STATUS } from './user-status.rules';
import { accountKey, loginFailureRepository } from './login-failures.repository';
import { userRepository } from './user.repository';
import { hashPassword, verifyPassword } from './password.adapter';
import type { SessionUser } from '../../core/session-user';
import { hashToken, newSessionToken } from './session-token.adapter';
import type { SessionCache } from './session-cache.service';
import { sessionRepository } from './session.repository';

export type AuthDeps = { db: Db; config: Config; clock: Clock; sessions: SessionCache };

// Verifying against a real hash when the mobile is unknown keeps the reply time the same,
// so timing does not tell which mobiles have accounts.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('not-a-real-password-1'));

/** Touching last-seen on every request would write per request; once a minute is enough. */
const TOUCH_AFTER_MS = 60_000;

export function createAuthService({ db, config, clock, sessions }: AuthDeps) {
  // Hashed once at start, so the first unknown mobile is not the one slow reply.
  void dummy();
  const lockedMessage = (until: Date) =>
    keyed('accountLocked', { minutes: Math.max(1, Math.ceil((until.getTime() - clock.now().getTime()) / 60_000)) });

  return {
    async login(input: {
      mobile: string;
      password: string;
      ip: string;
      userAgent: string | null;
      actor: Omit<AuditActor, 'actorId' | 'actorName'>;
    }) {
      const now = clock.now();
      const key = accountKey(config.secretKey, input.mobile);
      // Per address and per account: rotating addresses (or a botnet) still meets the account's limit.
      const [byAddress, byAccount] = await Promise.all([
        hitRateLimit(db, `login:ip:${input.ip}`, 60, now),
        hitRateLimit(db, `login:mobile:${key}`, 60, now),
      ]);
      if (Math.max(byAddress.hits, byAccount.hits) > config.loginRatePerMinute) throw new TooManyRequests();

      // From here to the reply, a known and an unknown mobile run the same statements and one
      // password hash each, and get the same answers: nothing tells which mobiles have accounts.
      const [user, failed] = await Promise.all([userRepository.findByMobile(db, input.mobile), loginFailureRepository.get(db, key)]);
      if (failed.lockedUntil && failed.lockedUntil > now) throw new Locked(lockedMessage(failed.lockedUntil));
      const matches = await verifyPassword(user?.passwordHash ?? (await dummy()), input.password);
      if (!user || !matches) {
        const lockUntil = new Date(now.getTime() + config.loginLockSeconds * 1000);
        const after = await loginFailureRepository.record(db, {
          key,
          userId: user?.id ?? null,
          at: now,
          maxFailures: config.loginMaxFailures,
          lockUntil,
        });
        await recordAudit(
          db,
          { ...input.actor, actorId: user?.id ?? null, actorName: user?.realName ?? null },
          { entity: 'session', entityId: user?.id ?? null, action: 'login_failed', after: { failedLogins: after.failures } },
        );
        if (after.lockedUntil && after.lockedUntil > now) throw new Locked(lockedMessage(after.lockedUntil));
        throw new Validation(keyed('badCredentialsLeft', { left: config.loginMaxFailures - after.failures }));
      }
      if (user.status !== USER_STATUS.active) throw new Validation(keyed('accountDisabled'));

      return db.transaction(async (tx) => {
        await loginFailureRepository.clear(tx, { key, userId: user.id });
        const token = newSessionToken();
        const sessionId = await sessionRepository.create(tx, {
          tokenHash: hashToken(token),
          userId: user.id,
          startedAt: now,
          userAgent: input.userAgent,
        });
        await recordAudit(
          tx,
          { ...input.actor, actorId: user.id, actorName: user.realName },
          { entity: 'session', entityId: sessionId, action: 'login' },
        );
        return { token, userId: user.id };
      });
    },

    /** Resolves a cookie token to the signed-in user, or throws 401 (unknown) / 402 (expired). */
    async authenticate(token: string | undefined): Promise<SessionUser> {
      if (!token) throw new NotSignedIn();
      const tokenHash = hashToken(token);
      const loaded = await sessions.resolve(tokenHash, () => sessionRepository.load(db, tokenHash));
      if (!loaded || loaded.revoked || !loaded.userActive) throw new NotSignedIn();
      const now = clock.now().getTime();
      const idleFor = now - loaded.lastSeenAt.getTime();
      const age = now - loaded.startedAt.getTime();
      if (idleFor > config.sessionIdleSeconds * 1000 || age > config.sessionMaxSeconds * 1000) throw new SessionExpired();
      if (idleFor > TOUCH_AFTER_MS) {
        await sessionRepository.touch(db, loaded.user.sessionId, clock.now());
        loaded.lastSeenAt = clock.now(); // the cached copy too
      }
      return loaded.user;
    },

    /** Rotates the token: the old one stops working, the absolute lifetime keeps counting. */
    async refresh(user: SessionUser, userAgent: string | null) {
      const now = clock.now();
      const startedAt = user.sessionStartedAt;
      const renewed = await db.transaction(async (tx) => {
        await sessionRepository.revoke(tx, user.sessionId, now);
        const token = newSessionToken();
        await sessionRepository.create(tx, { tokenHash: hashToken(token), userId: user.id, startedAt, userAgent });
        return { token, expiresAt: new Date(startedAt.getTime() + config.sessionMaxSeconds * 1000) };
      });
      sessions.clear(); // at once in this process; the database notifies the others
      return renewed;
    },

    async logout(user: SessionUser, actor: AuditActor) {
      await db.transaction(async (tx) => {
        await sessionRepository.revoke(tx, user.sessionId, clock.now());
        await recordAudit(tx, actor, { entity: 'session', entityId: user.sessionId, action: 'logout' });
      });
      sessions.clear();
    },

    async changePassword(user: SessionUser, input: { oldPassword: string; newPassword: string }, actor: AuditActor) {
      const row = await userRepository.findById(db, user.id);
      if (!row || !(await verifyPassword(row.passwordHash, input.oldPassword))) throw new Validation(keyed('wrongOldPassword'));
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      // Whoever knew the old password is signed out everywhere else, as after an admin's reset.
      await db.transaction(async (tx) => {
        await userRepository.setPasswordHash(tx, user.id, passwordHash, now);
        await sessionRepository.revokeOthersForUser(tx, user.id, user.sessionId, now);
        await recordAudit(tx, actor, { entity: 'user', entityId: user.id, action: 'change_password' });
      });
      sessions.clear();
    },

    // Accounts as other modules (staff) reach them: through this service, inside their own transaction.

    /** The account signed in with this mobile, if any (a mobile is one account's sign-in name). */
    accountIdByMobile: async (mobile: string) => (await userRepository.findByMobile(db, mobile))?.id ?? null,
    hashPassword,
    /** Sets a password hash (which also lifts a lock) and signs the account out everywhere. */
    async setPasswordAndSignOut(tx: Executor, userId: number, passwordHash: string, at: Date) {
      await userRepository.setPasswordHash(tx, userId, passwordHash, at);
      await sessionRepository.revokeAllForUser(tx, userId, at);
    },
    /** Ends every session of the account (it was disabled). */
    signOutEverywhere: (tx: Executor, userId: number, at: Date) => sessionRepository.revokeAllForUser(tx, userId, at),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
