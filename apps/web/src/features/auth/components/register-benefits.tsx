import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** Why an account is worth a minute: shown above the sign-up form. */
export function RegisterBenefits() {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const benefits = [
    t('register.benefits.bookFaster'),
    t('register.benefits.manageBookings'),
    t('register.benefits.offers'),
    t('register.benefits.preferences'),
  ];
  return (
    <div>
      <Text id={headingId} fw={600} size="sm" mb={6}>
        {t('register.benefitsTitle')}
      </Text>
      <List
        aria-labelledby={headingId}
        spacing={4}
        size="sm"
        icon={
          <ThemeIcon color="uzungol" size={20} radius="xl" aria-hidden="true">
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {benefits.map((benefit) => (
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List>
    </div>
  );
}
