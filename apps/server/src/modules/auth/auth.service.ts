import { normalizeEmail } from '@app/shared/auth/email';
import type { Role } from '@app/shared/auth/rules';
import type { LoginBody, LoginResponse, RegisterBody, UserDto } from '@app/shared/auth/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailOutbox } from '../../integrations/mail/mail-outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { toUserDto, type UserRow } from '../users/user-dto.ts';
import { authRepository } from './auth.repository.ts';
import { passwordResetMail } from './password-reset-mail.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { judgeRotatedToken } from './session-family.ts';
import { type AccessTokens, randomToken, sha256 } from './tokens.ts';

export const SESSION_LIFETIME_MS = { remembered: 30 * 24 * 3600_000, browser: 12 * 3600_000 } as const;
export const RESET_TOKEN_LIFETIME_MS = 3600_000;

export interface IssuedSession {
  response: LoginResponse;
  refreshToken: string;
  remember: boolean;
  expiresAt: Date;
}

/** An access token only, for a concurrent refresh that lost the race: the cookie stays as the winner set it. */
export interface AccessOnly {
  response: LoginResponse;
  refreshToken: null;
}

export type RefreshedSession = IssuedSession | AccessOnly;

/** The account and session a request's access token stands for. */
export interface SignedIn {
  user: UserRow;
  sessionId: string;
}

/** Where a detected token reuse is reported: ids only, never a token or an email. */
export type SecurityLog = Pick<FastifyBaseLogger, 'warn'>;

/** Refresh tokens are "<sessionId>.<secret>"; only the secret's hash is stored. */
function splitRefresh(token: string): { sessionId: string; secret: string } | null {
  const match = /^([0-9a-f-]{36})\.([\w-]{20,})$/.exec(token);
  return match ? { sessionId: match[1] ?? '', secret: match[2] ?? '' } : null;
}

export function authService(deps: {
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  mailOutbox: MailOutbox;
  tasks: BackgroundTasks;
  publicUrl: string;
}) {
  const { db, clock, tokens } = deps;
  const repo = authRepository(db);

  async function accessResponse(user: UserRow, sessionId: string): Promise<LoginResponse> {
    const token = await tokens.sign({ sub: user.id, sid: sessionId });
    const dto = toUserDto(user);
    return { token, expiresIn: tokens.ttl, role: dto.role, name: dto.name, user: dto };
  }

  async function issue(user: UserRow, sessionId: string, secret: string, remember: boolean, expiresAt: Date) {
    return {
      response: await accessResponse(user, sessionId),
      refreshToken: `${sessionId}.${secret}`,
      remember,
      expiresAt,
    } satisfies IssuedSession;
  }

  type ActiveSession = NonNullable<Awaited<ReturnType<typeof repo.activeSession>>>;

  /** A presented refresh token that is not the session's current one. */
  async function rotatedTokenPresented(
    found: ActiveSession,
    presented: string,
    now: Date,
    log: SecurityLog,
  ): Promise<RefreshedSession> {
    const { session, user } = found;
    const rotated = await repo.findRotated(session.id, presented);
    // Never issued by this session (a guess): refused, and the session is not disturbed.
    if (!rotated) throw new AppError(401, 'session_expired');
    if (judgeRotatedToken(rotated, session.refreshTokenHash, now) === 'concurrent') {
      return { response: await accessResponse(user, session.id), refreshToken: null };
    }
    await repo.revokeSession(session.id, now);
    log.warn({ sessionId: session.id, userId: user.id }, 'refresh token reused: session ended');
    throw new AppError(401, 'refresh_token_reused');
  }

  return {
    /**
     * Who a Bearer access token stands for, or null: a token that fails, a session that ended
     * (logout, password change and reset end it at once) or belongs to another user.
     */
    async signedIn(accessToken: string): Promise<SignedIn | null> {
      const claims = await tokens.verify(accessToken);
      if (!claims) return null;
      const found = await repo.activeSession(claims.sid, clock.now());
      if (!found || found.user.id !== claims.sub) return null;
      return { user: found.user, sessionId: found.session.id };
    },

    async register(body: RegisterBody): Promise<UserDto> {
      const passwordHash = await hashPassword(body.password);
      try {
        const row = await repo.insertUser({
          name: body.name,
          email: body.email,
          emailNormalized: normalizeEmail(body.email),
          passwordHash,
          emailNotifications: body.preferences.notifications.email,
        });
        return toUserDto(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'email_taken');
        throw error;
      }
    },

    async login(body: LoginBody, userAgent: string): Promise<IssuedSession> {
      const user = await repo.findUserByEmail(normalizeEmail(body.email));
      const ok = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!user || !ok) throw new AppError(401, 'invalid_credentials');
      // Said only to whoever knows the password: a disabled account cannot be found out by email.
      if (user.disabledAt) throw new AppError(403, 'account_disabled');
      const now = clock.now();
      const secret = randomToken();
      const remember = body.rememberMe;
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS[remember ? 'remembered' : 'browser']);
      const session = await repo.insertSession({
        userId: user.id,
        refreshTokenHash: sha256(secret),
        remember,
        userAgent: userAgent.slice(0, 300),
        createdAt: now,
        lastUsedAt: now,
        expiresAt,
      });
      return issue(user, session.id, secret, remember, expiresAt);
    },

    /**
     * A new access token and a rotated refresh token; the old refresh token stops working. A token
     * the session has already rotated away ends the whole session (see session-family.ts), except
     * the one just replaced by a concurrent refresh, which gets an access token only.
     */
    async refresh(refreshToken: string | undefined, log: SecurityLog): Promise<RefreshedSession> {
      const parts = refreshToken ? splitRefresh(refreshToken) : null;
      if (!parts) throw new AppError(401, 'session_expired');
      const now = clock.now();
      const presented = sha256(parts.secret);
      const found = await repo.activeSession(parts.sessionId, now);
      if (!found) throw new AppError(401, 'session_expired');
      if (found.session.refreshTokenHash !== presented) {
        return rotatedTokenPresented(found, presented, now, log);
      }
      const remember = found.session.remember;
      const expiresAt = remember
        ? new Date(now.getTime() + SESSION_LIFETIME_MS.remembered)
        : found.session.expiresAt;
      const secret = randomToken();
      // The swap and the record of the old token commit together: a concurrent refresh with the
      // same token either sees it current or finds it among the rotated ones, never neither.
      const rotated = await db.transaction(async (tx) => {
        const r = authRepository(tx as unknown as Db);
        if (!(await r.rotateRefresh(parts.sessionId, presented, sha256(secret), now, expiresAt)))
          return false;
        await r.recordRotated(parts.sessionId, presented, sha256(secret), now);
        return true;
      });
      if (rotated) return issue(found.user, parts.sessionId, secret, remember, expiresAt);
      // Another refresh with the same token won the swap a moment ago.
      const again = await repo.activeSession(parts.sessionId, now);
      if (!again) throw new AppError(401, 'session_expired');
      return rotatedTokenPresented(again, presented, now, log);
    },

    async sessionIdFromRefresh(refreshToken: string | undefined): Promise<string | null> {
      const parts = refreshToken ? splitRefresh(refreshToken) : null;
      if (!parts) return null;
      const found = await repo.activeSession(parts.sessionId, clock.now());
      return found && found.session.refreshTokenHash === sha256(parts.secret) ? parts.sessionId : null;
    },

    async logout(sessionId: string): Promise<void> {
      await repo.revokeSession(sessionId, clock.now());
    },

    /**
     * Ends every session of the account at once: its refresh tokens are refused and its access
     * tokens on their next request. In the caller's transaction when one is given.
     */
    async logoutEverywhere(userId: string, opts: { tx?: Db } = {}): Promise<void> {
      await (opts.tx ? authRepository(opts.tx) : repo).revokeUserSessions(userId, clock.now());
    },

    async changePassword(userId: string, sessionId: string, current: string, next: string): Promise<void> {
      const user = await repo.findUserById(userId);
      if (!user || !(await verifyPassword(user.passwordHash, current))) {
        throw new AppError(400, 'wrong_current_password', {
          errors: [{ field: 'currentPassword', code: 'invalid_value' }],
        });
      }
      const passwordHash = await hashPassword(next);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const r = authRepository(tx as unknown as Db);
        await r.updateUser(userId, { passwordHash, updatedAt: now });
        await r.revokeUserSessions(userId, now, sessionId);
        await r.expireUserResets(userId, now);
      });
    },

    /**
     * Always answers the same way; when the account exists a single-use link valid for one hour
     * is mailed, worked out in the background so neither the answer nor its timing tells who has
     * an account. The token and its mail are written in one transaction (the outbox sends it).
     */
    requestPasswordReset(email: string, lang: Language): void {
      deps.tasks.run('password-reset-mail', async () => {
        const user = await repo.findUserByEmail(normalizeEmail(email));
        if (!user) return;
        const token = randomToken();
        const now = clock.now();
        const link = `${deps.publicUrl.replace(/\/$/, '')}/reset-password/${token}`;
        await db.transaction(async (tx) => {
          await authRepository(tx as unknown as Db).insertPasswordReset({
            userId: user.id,
            tokenHash: sha256(token),
            expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
            createdAt: now,
          });
          await deps.mailOutbox.enqueue(
            tx as unknown as Db,
            'password-reset',
            passwordResetMail(user, link, lang),
          );
        });
        deps.mailOutbox.wake();
      });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const ok = await db.transaction(async (tx) => {
        const r = authRepository(tx as unknown as Db);
        const userId = await r.consumePasswordReset(sha256(token), now);
        if (!userId) return false;
        await r.updateUser(userId, { passwordHash, updatedAt: now });
        await r.expireUserResets(userId, now);
        await r.revokeUserSessions(userId, now);
        return true;
      });
      if (!ok) throw new AppError(400, 'invalid_reset_token');
    },
  };
}

export type AuthService = ReturnType<typeof authService>;

export interface SeedAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/**
 * The first accounts (the demo ones, or the production admin), inside the seed's transaction: an
 * email already taken keeps its account as it is. Gives each account as stored, in the same order.
 */
export async function seedAccounts(
  tx: Db,
  accounts: SeedAccount[],
): Promise<({ id: string; name: string } | undefined)[]> {
  const repo = authRepository(tx);
  const hashed = await Promise.all(
    accounts.map(async (a) => ({ ...a, hash: await hashPassword(a.password) })),
  );
  for (const a of hashed) {
    await repo.insertUserIfNew({
      name: a.name,
      email: a.email,
      emailNormalized: normalizeEmail(a.email),
      passwordHash: a.hash,
      role: a.role,
      blogPermission: a.role !== 'user',
    });
  }
  const stored = [];
  for (const a of accounts) {
    const row = await repo.findUserByEmail(normalizeEmail(a.email));
    stored.push(row && { id: row.id, name: row.name });
  }
  return stored;
}
