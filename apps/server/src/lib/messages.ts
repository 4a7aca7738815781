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
  sold_out: {
    en: 'Sorry, this room is no longer available for the selected dates.',
    tr: 'Üzgünüz, bu oda seçilen tarihlerde artık müsait değil.',
    ar: 'عذرًا، هذه الغرفة لم تعد متاحة في التواريخ المحددة.',
  },
  stay_unavailable: {
    en: 'This room cannot be booked for the selected dates.',
    tr: 'Bu oda seçilen tarihler için rezerve edilemiyor.',
    ar: 'لا يمكن حجز هذه الغرفة في التواريخ المحددة.',
  },
  too_many_guests: {
    en: 'This room does not sleep that many guests.',
    tr: 'Bu oda bu kadar misafir için uygun değil.',
    ar: 'هذه الغرفة لا تتسع لهذا العدد من الضيوف.',
  },
  payment_method_not_accepted: {
    en: 'This hotel does not accept that payment method.',
    tr: 'Bu otel bu ödeme yöntemini kabul etmiyor.',
    ar: 'هذا الفندق لا يقبل طريقة الدفع هذه.',
  },
  idempotency_key_required: {
    en: 'An Idempotency-Key header is required for this request.',
    tr: 'Bu istek için Idempotency-Key başlığı gereklidir.',
    ar: 'يلزم وجود ترويسة Idempotency-Key لهذا الطلب.',
  },
  idempotency_key_reused: {
    en: 'This Idempotency-Key was already used for a different request.',
    tr: 'Bu Idempotency-Key farklı bir istek için zaten kullanıldı.',
    ar: 'تم استخدام مفتاح Idempotency-Key هذا بالفعل لطلب مختلف.',
  },
  idempotency_in_progress: {
    en: 'The same request is still being processed. Please wait a moment.',
    tr: 'Aynı istek hâlâ işleniyor. Lütfen biraz bekleyin.',
    ar: 'لا يزال الطلب نفسه قيد المعالجة. يرجى الانتظار قليلًا.',
  },
  invalid_status_transition: {
    en: 'A booking cannot move from its current status to that one.',
    tr: 'Rezervasyon mevcut durumundan bu duruma geçemez.',
    ar: 'لا يمكن نقل الحجز من حالته الحالية إلى هذه الحالة.',
  },
  cancellation_window_closed: {
    en: 'Free cancellation ends 24 hours before check-in, so this booking can no longer be cancelled online. Please contact us.',
    tr: 'Ücretsiz iptal girişten 24 saat önce sona erer; bu rezervasyon artık çevrimiçi iptal edilemez. Lütfen bizimle iletişime geçin.',
    ar: 'ينتهي الإلغاء المجاني قبل 24 ساعة من تسجيل الوصول، لذا لم يعد بالإمكان إلغاء هذا الحجز عبر الإنترنت. يرجى التواصل معنا.',
  },
  hotel_has_bookings: {
    en: 'This hotel has upcoming bookings and cannot be deleted.',
    tr: 'Bu otelin yaklaşan rezervasyonları olduğu için silinemez.',
    ar: 'لا يمكن حذف هذا الفندق لوجود حجوزات قادمة.',
  },
  room_has_bookings: {
    en: 'This room type has upcoming bookings and cannot be deleted.',
    tr: 'Bu oda tipinin yaklaşan rezervasyonları olduğu için silinemez.',
    ar: 'لا يمكن حذف نوع الغرفة هذا لوجود حجوزات قادمة.',
  },
  destination_in_use: {
    en: 'Hotels or packages still belong to this destination. Move them to another destination first.',
    tr: 'Bu destinasyona bağlı oteller veya paketler var. Önce onları başka bir destinasyona taşıyın.',
    ar: 'لا تزال فنادق أو باقات مرتبطة بهذه الوجهة. انقلها إلى وجهة أخرى أولًا.',
  },
  package_has_bookings: {
    en: 'This package has bookings and cannot be deleted. Unpublish it instead.',
    tr: 'Bu paketin rezervasyonları olduğu için silinemez. Bunun yerine yayından kaldırın.',
    ar: 'لا يمكن حذف هذه الباقة لوجود حجوزات عليها. ألغِ نشرها بدلًا من ذلك.',
  },
  departure_has_bookings: {
    en: 'Travellers have booked this departure, so it cannot be removed or moved.',
    tr: 'Bu kalkış için rezervasyon yapıldığından kaldırılamaz veya taşınamaz.',
    ar: 'حجز مسافرون في موعد الانطلاق هذا، لذا لا يمكن حذفه أو نقله.',
  },
  review_needs_trip: {
    en: 'You can review this package after your trip.',
    tr: 'Bu paketi gezinizden sonra değerlendirebilirsiniz.',
    ar: 'يمكنك تقييم هذه الباقة بعد رحلتك.',
  },
  already_reviewed: {
    en: 'You have already written a review here.',
    tr: 'Burada zaten bir değerlendirme yazdınız.',
    ar: 'لقد كتبت تقييمًا هنا بالفعل.',
  },
  review_needs_stay: {
    en: 'You can review this hotel after your stay there.',
    tr: 'Bu oteli konaklamanızdan sonra değerlendirebilirsiniz.',
    ar: 'يمكنك تقييم هذا الفندق بعد إقامتك فيه.',
  },
  invalid_image: {
    en: 'Please upload a JPEG, PNG or WebP image.',
    tr: 'Lütfen JPEG, PNG veya WebP görsel yükleyin.',
    ar: 'يرجى رفع صورة بصيغة JPEG أو PNG أو WebP.',
  },
  image_too_large: {
    en: 'The image is too large. The limit is 8 MB.',
    tr: 'Görsel çok büyük. Sınır 8 MB.',
    ar: 'الصورة كبيرة جدًا. الحد الأقصى 8 ميغابايت.',
  },
  comments_closed: {
    en: 'Comments are closed for this post.',
    tr: 'Bu yazı yorumlara kapalı.',
    ar: 'التعليقات مغلقة على هذه المقالة.',
  },
  post_changed: {
    en: 'Someone else saved this post after you opened it. Reload to see their changes.',
    tr: 'Siz açtıktan sonra bu yazıyı başka biri kaydetti. Değişiklikleri görmek için yeniden yükleyin.',
    ar: 'حفظ شخص آخر هذه المقالة بعد أن فتحتها. أعد التحميل لرؤية تغييراته.',
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
  same_as_current: {
    en: 'The new password must differ from the current one',
    tr: 'Yeni şifre mevcut şifreden farklı olmalıdır',
    ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
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
  too_short: {
    en: 'This value is too short',
    tr: 'Bu değer çok kısa',
    ar: 'هذه القيمة قصيرة جدًا',
  },
  out_of_range: {
    en: 'This value is out of range',
    tr: 'Bu değer izin verilen aralığın dışında',
    ar: 'هذه القيمة خارج النطاق المسموح',
  },
  invalid_date: {
    en: 'Please enter a valid date',
    tr: 'Lütfen geçerli bir tarih girin',
    ar: 'يرجى إدخال تاريخ صالح',
  },
  date_in_past: {
    en: 'The date cannot be in the past',
    tr: 'Tarih geçmişte olamaz',
    ar: 'لا يمكن أن يكون التاريخ في الماضي',
  },
  checkout_before_checkin: {
    en: 'Check-out must be after check-in',
    tr: 'Çıkış tarihi giriş tarihinden sonra olmalıdır',
    ar: 'يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول',
  },
  stay_too_long: {
    en: 'A stay can be at most 30 nights',
    tr: 'Konaklama en fazla 30 gece olabilir',
    ar: 'لا يمكن أن تزيد الإقامة عن 30 ليلة',
  },
  invalid_time: {
    en: 'Please enter a time as HH:MM',
    tr: 'Lütfen saati SS:DD biçiminde girin',
    ar: 'يرجى إدخال الوقت بصيغة HH:MM',
  },
  invalid_phone: {
    en: 'Please enter a valid phone number',
    tr: 'Lütfen geçerli bir telefon numarası girin',
    ar: 'يرجى إدخال رقم هاتف صالح',
  },
  invalid_card_number: {
    en: 'Please enter a valid card number',
    tr: 'Lütfen geçerli bir kart numarası girin',
    ar: 'يرجى إدخال رقم بطاقة صالح',
  },
  invalid_expiry: {
    en: 'Please enter the expiry date as MM/YY',
    tr: 'Lütfen son kullanma tarihini AA/YY biçiminde girin',
    ar: 'يرجى إدخال تاريخ الانتهاء بصيغة MM/YY',
  },
  card_expired: {
    en: 'This card has expired',
    tr: 'Bu kartın süresi dolmuş',
    ar: 'انتهت صلاحية هذه البطاقة',
  },
  invalid_cvv: {
    en: 'Please enter the 3 or 4 digit security code',
    tr: 'Lütfen 3 veya 4 haneli güvenlik kodunu girin',
    ar: 'يرجى إدخال رمز الأمان المكون من 3 أو 4 أرقام',
  },
  available_exceeds_total: {
    en: 'Available rooms cannot exceed total rooms',
    tr: 'Müsait oda sayısı toplam oda sayısını aşamaz',
    ar: 'لا يمكن أن يتجاوز عدد الغرف المتاحة إجمالي الغرف',
  },
  block_reason_required: {
    en: 'Block reason is required when blocking dates',
    tr: 'Tarihleri kapatırken kapatma nedeni zorunludur',
    ar: 'سبب الحظر مطلوب عند حظر التواريخ',
  },
  day_type_required: {
    en: 'Please select at least one day type',
    tr: 'Lütfen en az bir gün türü seçin',
    ar: 'يرجى اختيار نوع يوم واحد على الأقل',
  },
  end_before_start: {
    en: 'The end date cannot be before the start date',
    tr: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    ar: 'لا يمكن أن يكون تاريخ النهاية قبل تاريخ البداية',
  },
  range_too_long: {
    en: 'The date range is too long',
    tr: 'Tarih aralığı çok uzun',
    ar: 'نطاق التواريخ طويل جدًا',
  },
  invalid_choice: {
    en: 'Please choose one of the options',
    tr: 'Lütfen seçeneklerden birini seçin',
    ar: 'يرجى اختيار أحد الخيارات',
  },
  invalid_timezone: {
    en: 'Please choose a valid time zone, e.g. Europe/Istanbul',
    tr: 'Lütfen geçerli bir saat dilimi seçin, ör. Europe/Istanbul',
    ar: 'يرجى اختيار منطقة زمنية صالحة، مثل Europe/Istanbul',
  },
  invalid_host: {
    en: 'Please enter a host name such as smtp.example.com',
    tr: 'Lütfen smtp.example.com gibi bir sunucu adı girin',
    ar: 'يرجى إدخال اسم خادم مثل smtp.example.com',
  },
  invalid_port: {
    en: 'The port must be a whole number from 1 to 65535',
    tr: 'Port 1 ile 65535 arasında bir tam sayı olmalıdır',
    ar: 'يجب أن يكون المنفذ عددًا صحيحًا من 1 إلى 65535',
  },
  invalid_tax_rate: {
    en: 'The tax rate must be a number from 0 to 100',
    tr: 'Vergi oranı 0 ile 100 arasında bir sayı olmalıdır',
    ar: 'يجب أن تكون نسبة الضريبة رقمًا من 0 إلى 100',
  },
  too_many: {
    en: 'There are too many items',
    tr: 'Çok fazla öğe var',
    ar: 'عدد العناصر كبير جدًا',
  },
  seats_below_booked: {
    en: 'There cannot be fewer seats than travellers have already booked',
    tr: 'Koltuk sayısı, yapılmış rezervasyonlardan az olamaz',
    ar: 'لا يمكن أن يقل عدد المقاعد عن عدد المسافرين الذين حجزوا بالفعل',
  },
  slug_taken: {
    en: 'This address is already used by another page',
    tr: 'Bu adresi başka bir sayfa kullanıyor',
    ar: 'هذا العنوان مستخدم في صفحة أخرى',
  },
  date_taken: {
    en: 'There is already a departure on this date',
    tr: 'Bu tarihte zaten bir kalkış var',
    ar: 'يوجد موعد انطلاق في هذا التاريخ بالفعل',
  },
};

export function errorMessage(code: ErrorCode, lang: Language): string {
  return errorMessages[code][lang];
}

export function fieldMessage(code: string, lang: Language): string {
  const entry = (fieldMessages as Record<string, Dict | undefined>)[code] ?? fieldMessages.invalid_value;
  return entry[lang];
}
