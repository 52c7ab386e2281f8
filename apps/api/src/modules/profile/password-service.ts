import { MESSAGES, PROFILE_MESSAGES, type updatePasswordSchema } from '@portal/shared';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { userIdOf, type Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { revokeUserSessions } from '../../platform/sessions';
import { consumeOneTimeToken, issueOneTimeToken } from '../../platform/tokens';
import { hasFactor, requireRecentProof } from '../mfa';
import { isBreachedPassword } from './breached-passwords';
import {
  captchaDataUrl,
  captchaMatchesAny,
  captchaSvg,
  hashCaptchaAnswer,
  newCaptchaAnswer,
  newCaptchaDigits,
  newCaptchaQuestion,
} from './captcha';
import { profileRepository as repo } from './repository';

const CAPTCHA_TTL_MS = 10 * 60_000;

/** Change password (spec section 5 "Change password") with the optional server-side captcha. */

/** A new challenge; captcha_text is the challenge's one-time reference, not its answer. */
export async function generateCaptcha({ db, config }: AppContext, actor: Actor, pathUserId: number) {
  const userId = userIdOf(actor);
  const secret = config.SESSION_SECRET;
  if (userId !== pathUserId) throw notFound();
  const answer = newCaptchaAnswer();
  const question = newCaptchaQuestion();
  const digits = newCaptchaDigits();
  const ref = await issueOneTimeToken(db, {
    purpose: 'captcha',
    userId,
    ttlMs: CAPTCHA_TTL_MS,
    data: {
      answer_hash: hashCaptchaAnswer(secret, answer),
      alt_answer_hash: hashCaptchaAnswer(secret, question.answer),
      digits_answer_hash: hashCaptchaAnswer(secret, digits.answer),
    },
  });
  return {
    captcha_image: captchaDataUrl(captchaSvg(answer)),
    captcha_text: ref,
    captcha_words: question.words,
    captcha_digits: digits.digits,
  };
}

/** Changes the password; `sessionId` is the caller's session, the one kept signed in. */
export async function updatePassword(
  ctx: AppContext,
  actor: Actor,
  sessionId: number,
  input: z.output<typeof updatePasswordSchema>,
) {
  const { db } = ctx;
  const secret = ctx.config.SESSION_SECRET;
  const userId = userIdOf(actor);
  const user = await repo.get(db, userId);
  if (!user) throw notFound();
  if (user.captchaEnabled) {
    // Consumed whatever the outcome: each challenge answers one try only.
    const row = input.captcha_text ? await consumeOneTimeToken(db, 'captcha', input.captcha_text) : null;
    const expected =
      row && row.userId === userId
        ? [
            String(row.data.answer_hash ?? ''),
            String(row.data.alt_answer_hash ?? ''),
            String(row.data.digits_answer_hash ?? ''),
          ]
        : [];
    if (!input.captcha || !captchaMatchesAny(secret, expected, input.captcha)) {
      throw badRequest(MESSAGES.captchaWrong, { captcha: MESSAGES.captchaWrong });
    }
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await audit(db, actor, {
      action: 'profile.password_change',
      entityType: 'user',
      entityId: userId,
      details: { outcome: 'wrong_current' },
    });
    throw badRequest(PROFILE_MESSAGES.wrongCurrentPassword, { password: PROFILE_MESSAGES.wrongCurrentPassword });
  }
  if (input.new_password === input.password) {
    throw badRequest(PROFILE_MESSAGES.samePassword, { new_password: PROFILE_MESSAGES.samePassword });
  }
  if (isBreachedPassword(input.new_password)) {
    throw badRequest(PROFILE_MESSAGES.breachedPassword, { new_password: PROFILE_MESSAGES.breachedPassword });
  }
  // The current password is the proof for an account without a factor; with one, the factor
  // (at most 5 minutes old) as well, or a stolen password would replace itself.
  if (await hasFactor(ctx, userId)) await requireRecentProof(ctx, sessionId);
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await repo.setPassword(tx, userId, passwordHash);
    await audit(tx, actor, {
      action: 'profile.password_change',
      entityType: 'user',
      entityId: userId,
      details: { outcome: 'changed' },
    });
  });
  // Someone who knew the old password may hold another session: end all but this one.
  await revokeUserSessions(db, userId, 'password_change', sessionId);
  return { message: MESSAGES.passwordUpdated };
}
