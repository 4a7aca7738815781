import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, rotatedRefreshTokens, sessions, users } from '../../db/schema/users.ts';
import type { UserRow } from '../users/user-dto.ts';

export function authRepository(db: Db) {
  return {
    async findUserByEmail(emailNormalized: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.emailNormalized, emailNormalized)).limit(1);
      return row;
    },
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Inserts unless the email is taken (then keeps the stored account as it is). */
    async insertUserIfNew(values: typeof users.$inferInsert): Promise<void> {
      await db.insert(users).values(values).onConflictDoNothing();
    },
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async updateUser(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },
    async insertSession(values: typeof sessions.$inferInsert) {
      const [row] = await db.insert(sessions).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** The session and its user when the session is neither revoked nor expired, nor the account disabled. */
    async activeSession(sessionId: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            isNull(users.disabledAt),
          ),
        )
        .limit(1);
      return row;
    },
    /** Rotates the refresh token only if the presented one is still current (compare-and-set). */
    async rotateRefresh(sessionId: string, oldHash: string, newHash: string, now: Date, expiresAt: Date) {
      const rows = await db
        .update(sessions)
        .set({ refreshTokenHash: newHash, lastUsedAt: now, expiresAt })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.refreshTokenHash, oldHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length === 1;
    },
    /** Keeps a rotated-away token's hash, so presenting it again is known as reuse. */
    async recordRotated(sessionId: string, oldHash: string, newHash: string, now: Date) {
      await db
        .insert(rotatedRefreshTokens)
        .values({ tokenHash: oldHash, sessionId, replacedByHash: newHash, rotatedAt: now });
    },
    /** A token this session has rotated away, or undefined when it never issued that token. */
    async findRotated(sessionId: string, tokenHash: string) {
      const [row] = await db
        .select({
          replacedByHash: rotatedRefreshTokens.replacedByHash,
          rotatedAt: rotatedRefreshTokens.rotatedAt,
        })
        .from(rotatedRefreshTokens)
        .where(
          and(eq(rotatedRefreshTokens.tokenHash, tokenHash), eq(rotatedRefreshTokens.sessionId, sessionId)),
        )
        .limit(1);
      return row;
    },
    async revokeSession(sessionId: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    async revokeUserSessions(userId: string, now: Date, exceptSessionId?: string) {
      const where = exceptSessionId
        ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, exceptSessionId))
        : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await db.update(sessions).set({ revokedAt: now }).where(where);
    },
    async insertPasswordReset(values: typeof passwordResets.$inferInsert) {
      await db.insert(passwordResets).values(values);
    },
    /** Marks an unused, unexpired reset token used; answers its user id, or undefined. */
    async consumePasswordReset(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },
    async expireUserResets(userId: string, now: Date) {
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
