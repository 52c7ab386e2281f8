import type { AppContext } from '../../platform/context';
import { fill, localizedMail, mailCatalog } from '../../platform/mail-templates';
import { mfaRepository as repo } from './repository';

/** Mails the account about a change of its factors, in its language; a mail that fails is logged, never thrown. */
export async function mailFactorChange(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'log' | 'publicUrl'>,
  userId: number,
  line: 'added' | 'removed' | 'codes' | 'codeUsed',
  vars: Record<string, string | number> = {},
) {
  const u = await repo.user(ctx.db, userId);
  if (!u) return;
  const lang = u.language ?? 'en';
  const M = mailCatalog(lang);
  const T = M.security;
  const text = [
    fill(M.greeting, { name: u.name }),
    '',
    fill(T[line], vars),
    '',
    T.notYou,
    `${ctx.publicUrl()}/login/forgot-password`,
  ].join('\n');
  try {
    await ctx.mailer.send(localizedMail(lang, u.email, T.subject, text));
  } catch (err) {
    ctx.log.error({ err }, 'factor mail could not be written');
  }
}
