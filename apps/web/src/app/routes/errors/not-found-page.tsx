import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RoundIcon } from '../../../components/round-icon';
import { useTranslation } from '../../../lib/use-translation';

/** Any path no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <Container size="sm" px="md" py={{ base: 48, sm: 80 }}>
      <Stack align="center" ta="center" gap="md">
        <RoundIcon size={64}>
          <IconMapQuestion size={34} />
        </RoundIcon>
        <Title order={1}>{t('pages:notFound.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('pages:notFound.body')}
        </Text>
        <Button component={Link} to="/" size="md">
          {t('common:actions.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
