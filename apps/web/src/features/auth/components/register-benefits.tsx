import { List, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { RoundIcon } from '../../../components/round-icon';
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
          <RoundIcon size={20} color="uzungol" variant="filled">
            <IconCheck size={14} />
          </RoundIcon>
        }
      >
        {benefits.map((benefit) => (
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List>
    </div>
  );
}
