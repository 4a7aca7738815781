import { Title } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import classes from './footer-faq.module.css';

/** Booking and cancellation answers (the spec's policy texts, section 9), and what is not bookable yet. */
const QUESTIONS = [
  'howToBook',
  'comingSoon',
  'freeCancellation',
  'refunds',
  'restaurants',
  'payment',
] as const;

/** Native disclosure widgets: they open before the page's scripts run and need none of them. */
export function FooterFaq() {
  const { t } = useTranslation('layout');
  return (
    <section aria-labelledby="footer-faq-title">
      <Title order={2} size="h3" id="footer-faq-title" mb="md">
        {t('faq.title')}
      </Title>
      <div className={classes.list}>
        {QUESTIONS.map((id) => (
          <details key={id} className={classes.item}>
            <summary className={classes.question}>{t(`faq.items.${id}.question`)}</summary>
            <p className={classes.answer}>{t(`faq.items.${id}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
