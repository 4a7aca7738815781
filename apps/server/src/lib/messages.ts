import type { ErrorCode, FieldCode } from '@app/shared/errors/codes';
import type { Language } from '@app/shared/i18n/languages';

type Dict = Record<Language, string>;

/** Problem titles per error code, in every language. The English texts follow spec section 8. */
export const errorMessages: Record<ErrorCode, Dict> = {
  bad_request: { en: 'The request is not valid.', tr: 'İstek geçerli değil.', ar: 'الطلب غير صالح.' },
  validation_failed: {
    en: 'Some fields need your attention.',
    tr: 'Bazı alanları kontrol etmeniz gerekiyor.',
    ar: 'بعض الحقول تحتاج إلى انتباهك.',
  },
  not_found: { en: 'Not found.', tr: 'Bulunamadı.', ar: 'غير موجود.' },
  route_not_found: {
    en: 'There is no such API endpoint.',
    tr: 'Böyle bir API uç noktası yok.',
    ar: 'لا توجد نقطة نهاية API بهذا الاسم.',
  },
  unauthorized: { en: 'Please log in.', tr: 'Lütfen giriş yapın.', ar: 'يرجى تسجيل الدخول.' },
  forbidden: {
    en: 'You do not have permission to do this.',
    tr: 'Bunu yapma yetkiniz yok.',
    ar: 'ليست لديك صلاحية للقيام بذلك.',
  },
  conflict: {
    en: 'This conflicts with the current state.',
    tr: 'Bu, mevcut durumla çelişiyor.',
    ar: 'هذا يتعارض مع الحالة الحالية.',
  },
  payload_too_large: {
    en: 'The request is too large.',
    tr: 'İstek çok büyük.',
    ar: 'الطلب كبير جدًا.',
  },
  rate_limited: {
    en: 'Too many attempts. Please wait and try again.',
    tr: 'Çok fazla deneme. Lütfen bekleyip tekrar deneyin.',
    ar: 'محاولات كثيرة جدًا. يرجى الانتظار والمحاولة مرة أخرى.',
  },
  internal_error: { en: 'An error occurred', tr: 'Bir hata oluştu', ar: 'حدث خطأ' },
  service_unavailable: {
    en: 'The service is temporarily unavailable.',
    tr: 'Hizmet geçici olarak kullanılamıyor.',
    ar: 'الخدمة غير متاحة مؤقتًا.',
  },
  invalid_credentials: {
    en: 'Invalid email or password',
    tr: 'E-posta veya şifre hatalı',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  email_taken: {
    en: 'An account with this email already exists.',
    tr: 'Bu e-posta ile kayıtlı bir hesap zaten var.',
    ar: 'يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل.',
  },
  session_expired: {
    en: 'Your session has ended. Please log in again.',
    tr: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
    ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
  invalid_reset_token: {
    en: 'This reset link is invalid or has expired. Please request a new one.',
    tr: 'Bu sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    ar: 'رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.',
  },
  wrong_current_password: {
    en: 'Your current password is not correct.',
    tr: 'Mevcut şifreniz doğru değil.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  already_subscribed: {
    en: 'This email is already subscribed to our newsletter.',
    tr: 'Bu e-posta bültenimize zaten abone.',
    ar: 'هذا البريد الإلكتروني مشترك بالفعل في نشرتنا الإخبارية.',
  },
};

export const fieldMessages: Record<FieldCode, Dict> = {
  required: { en: 'This field is required', tr: 'Bu alan zorunludur', ar: 'هذا الحقل مطلوب' },
  invalid_email: {
    en: 'Please enter a valid email address',
    tr: 'Lütfen geçerli bir e-posta adresi girin',
    ar: 'يرجى إدخال عنوان بريد إلكتروني صالح',
  },
  password_too_short: {
    en: 'Password must be at least 6 characters',
    tr: 'Şifre en az 6 karakter olmalıdır',
    ar: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل',
  },
  password_too_long: {
    en: 'Password must be at most 128 characters',
    tr: 'Şifre en fazla 128 karakter olabilir',
    ar: 'يجب ألا تزيد كلمة المرور عن 128 حرفًا',
  },
  passwords_mismatch: {
    en: 'Passwords do not match',
    tr: 'Şifreler eşleşmiyor',
    ar: 'كلمتا المرور غير متطابقتين',
  },
  terms_required: {
    en: 'You must agree to the terms and conditions',
    tr: 'Şartları ve koşulları kabul etmelisiniz',
    ar: 'يجب أن توافق على الشروط والأحكام',
  },
  too_long: { en: 'This value is too long', tr: 'Bu değer çok uzun', ar: 'هذه القيمة طويلة جدًا' },
  invalid_value: { en: 'This value is not valid', tr: 'Bu değer geçerli değil', ar: 'هذه القيمة غير صالحة' },
  invalid_url: {
    en: 'Please enter a valid image address',
    tr: 'Lütfen geçerli bir görsel adresi girin',
    ar: 'يرجى إدخال عنوان صورة صالح',
  },
};

export function errorMessage(code: ErrorCode, lang: Language): string {
  return errorMessages[code][lang];
}

export function fieldMessage(code: string, lang: Language): string {
  const entry = (fieldMessages as Record<string, Dict | undefined>)[code] ?? fieldMessages.invalid_value;
  return entry[lang];
}
