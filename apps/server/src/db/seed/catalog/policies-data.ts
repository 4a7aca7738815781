import type { Localized } from '@app/shared/i18n/localized';

export const CANCELLATION_POLICY: Required<Localized> = {
  en: 'Free cancellation up to 24 hours before check-in. Changes within 48 hours of arrival may not be possible or may cost more. Refunds reach the original payment method in 7 to 14 business days, in the original currency.',
  tr: 'Girişten 24 saat öncesine kadar ücretsiz iptal. Varıştan önceki 48 saat içindeki değişiklikler mümkün olmayabilir veya ek ücretli olabilir. İadeler 7-14 iş günü içinde, orijinal para biriminde, ödeme yapılan yönteme yapılır.',
  ar: 'إلغاء مجاني حتى 24 ساعة قبل تسجيل الوصول. قد لا تكون التعديلات خلال 48 ساعة من الوصول ممكنة أو قد تكلّف أكثر. تُعاد المبالغ إلى وسيلة الدفع الأصلية خلال 7 إلى 14 يوم عمل وبالعملة الأصلية.',
};

export const HOUSE_RULES: Required<Localized> = {
  en: 'Quiet hours are 22:00-06:00. Smoking only in outdoor areas. Valid ID is required at check-in.',
  tr: 'Sessiz saatler 22:00-06:00 arasıdır. Sigara yalnızca açık alanlarda içilebilir. Girişte geçerli kimlik gereklidir.',
  ar: 'ساعات الهدوء من 22:00 إلى 06:00. التدخين في الأماكن المفتوحة فقط. يلزم إبراز هوية سارية عند تسجيل الوصول.',
};
