import { escapeHtml } from '@app/shared/common/html';
import type { Language } from '@app/shared/i18n/languages';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import type { UserRow } from '../users/user-dto.ts';

const TEXT: Record<
  Language,
  { subject: string; hello: string; body: string; button: string; ignore: string }
> = {
  en: {
    subject: 'Reset your Karadeniz Travel password',
    hello: 'Hello',
    body: 'We received a request to reset your password. The link below works once and expires in 1 hour.',
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this email; your password stays the same.',
  },
  tr: {
    subject: 'Karadeniz Travel şifrenizi sıfırlayın',
    hello: 'Merhaba',
    body: 'Şifrenizi sıfırlama talebi aldık. Aşağıdaki bağlantı bir kez kullanılabilir ve 1 saat içinde geçerliliğini yitirir.',
    button: 'Yeni şifre belirleyin',
    ignore: 'Bu talebi siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور Karadeniz Travel',
    hello: 'مرحبًا',
    body: 'تلقينا طلبًا لإعادة تعيين كلمة المرور. يعمل الرابط أدناه مرة واحدة وتنتهي صلاحيته خلال ساعة واحدة.',
    button: 'اختر كلمة مرور جديدة',
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة؛ ستبقى كلمة المرور كما هي.',
  },
};

export function passwordResetMail(
  user: Pick<UserRow, 'name' | 'email'>,
  link: string,
  lang: Language,
): MailMessage {
  const t = TEXT[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return {
    to: user.email,
    subject: t.subject,
    text: `${t.hello} ${user.name},\n\n${t.body}\n\n${link}\n\n${t.ignore}\n`,
    html: `<div dir="${dir}" style="font-family:sans-serif;line-height:1.5">
<p>${t.hello} ${escapeHtml(user.name)},</p>
<p>${t.body}</p>
<p><a href="${escapeHtml(link)}" style="background:#0b3d5c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${t.button}</a></p>
<p style="word-break:break-all;color:#555">${escapeHtml(link)}</p>
<p style="color:#555">${t.ignore}</p>
</div>`,
  };
}
