import { escapeHtml } from '@app/shared/common/html';
import { directionOf, type Language } from '@app/shared/i18n/languages';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { type ServerTexts, textsUnder } from '../../lib/texts.ts';
import type { UserRow } from '../users/user-dto.ts';

export function passwordResetMail(
  user: Pick<UserRow, 'name' | 'email'>,
  link: string,
  lang: Language,
): MailMessage {
  // Its words: mail:passwordReset in the texts (texts/<lang>/mail.json).
  const t = textsUnder<ServerTexts['mail']['passwordReset']>(lang, 'mail:passwordReset.');
  const [hello, body, ignore] = [t('hello'), t('body'), t('ignore')];
  const dir = directionOf(lang);
  return {
    to: user.email,
    subject: t('subject'),
    text: `${hello} ${user.name},\n\n${body}\n\n${link}\n\n${ignore}\n`,
    html: `<div dir="${dir}" lang="${lang}" style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(hello)} ${escapeHtml(user.name)},</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="background:#0b3d5c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t('button'))}</a></p>
<p style="word-break:break-all;color:#555">${escapeHtml(link)}</p>
<p style="color:#555">${escapeHtml(ignore)}</p>
</div>`,
  };
}
