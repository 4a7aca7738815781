import type { Localized } from '@app/shared/i18n/localized';

export const CANCELLATION_POLICY: Required<Localized> = {
  en: 'Free cancellation up to 24 hours before check-in. Changes within 48 hours of arrival may not be possible or may cost more. Refunds reach the original payment method in 7 to 14 business days, in the original currency.',
  tr: 'Girişten 24 saat öncesine kadar ücretsiz iptal. Varıştan önceki 48 saat içindeki değişiklikler mümkün olmayabilir veya ek ücretli olabilir. İadeler 7-14 iş günü içinde, orijinal para biriminde, ödeme yapılan yönteme yapılır.',
  ar: 'إلغاء مجاني حتى 24 ساعة قبل تسجيل الوصول. قد لا تكون التعديلات خلال 48 ساعة من الوصول ممكنة أو قد تكلّف أكثر. تُعاد المبالغ إلى وسيلة الدفع الأصلية خلال 7 إلى 14 يوم عمل وبالعملة الأصلية.',
  fr: 'Annulation gratuite jusqu’à 24 heures avant l’arrivée. Dans les 48 heures précédant votre arrivée, une modification peut ne plus être possible ou entraîner un supplément. Les remboursements sont versés sur le moyen de paiement d’origine sous 7 à 14 jours ouvrés, dans la devise d’origine.',
  es: 'Cancelación gratuita hasta 24 horas antes de la llegada. En las 48 horas previas a la llegada, es posible que no se admitan cambios o que tengan un coste adicional. Los reembolsos se abonan en el método de pago original en un plazo de 7 a 14 días hábiles, en la moneda original.',
};

export const HOUSE_RULES: Required<Localized> = {
  en: 'Quiet hours are 22:00-06:00. Smoking only in outdoor areas. Valid ID is required at check-in.',
  tr: 'Sessiz saatler 22:00-06:00 arasıdır. Sigara yalnızca açık alanlarda içilebilir. Girişte geçerli kimlik gereklidir.',
  ar: 'ساعات الهدوء من 22:00 إلى 06:00. التدخين في الأماكن المفتوحة فقط. يلزم إبراز هوية سارية عند تسجيل الوصول.',
  fr: 'Le calme est de rigueur de 22:00 à 06:00. Il est interdit de fumer, sauf dans les espaces extérieurs. Une pièce d’identité en cours de validité est demandée à l’arrivée.',
  es: 'Se ruega silencio de 22:00 a 06:00. Solo se permite fumar en las zonas exteriores. Es necesario presentar un documento de identidad válido a la llegada.',
};
