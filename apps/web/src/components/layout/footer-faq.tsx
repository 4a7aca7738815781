import { Accordion, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Booking and cancellation answers, from the spec's policy texts (section 9). */
const QUESTIONS = ['howToBook', 'freeCancellation', 'refunds', 'restaurants', 'payment'] as const;

export function FooterFaq() {
  const { t } = useTranslation('layout');
  return (
    <section aria-labelledby="footer-faq-title">
      <Title order={2} size="h3" id="footer-faq-title" mb="md">
        {t('faq.title')}
      </Title>
      <Accordion variant="separated" radius="md" chevronPosition="right">
        {QUESTIONS.map((id) => (
          <Accordion.Item key={id} value={id}>
            <Accordion.Control>{t(`faq.items.${id}.question`)}</Accordion.Control>
            <Accordion.Panel>{t(`faq.items.${id}.answer`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
