import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingLighthouse } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../lib/page-meta';
import { useTranslation } from '../../lib/use-translation';
import { RoundIcon } from '../round-icon';

interface BeingBuiltProps {
  /** The page's own translated title: the page's only h1. */
  title: string;
  /** One translated line about what the page will offer. */
  lead?: string;
  /** Where the one action leads; home by default. */
  backTo?: string;
  /** Translated label for that action; "Back to home" by default. */
  backLabel?: string;
  /** Shown above the notice (e.g. the search the page received). */
  children?: ReactNode;
}

/**
 * A calm placeholder for a page whose feature is still being built; crawlers are asked not to index
 * it until it is.
 */
export function BeingBuilt({ title, lead, backTo = '/', backLabel, children }: BeingBuiltProps) {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" px="md" py={{ base: 'xl', sm: 48 }}>
      <PageMeta title={title} description={lead ?? t('metaDescription')} noindex />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          {lead ? (
            <Text size="lg" c="dimmed">
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md" align="flex-start">
            <Group gap="sm" wrap="nowrap">
              <RoundIcon size={44} color="uzungol">
                <IconBuildingLighthouse size={24} />
              </RoundIcon>
              <Badge variant="light" color="uzungol" size="lg">
                {t('states.beingBuilt.badge')}
              </Badge>
            </Group>
            <Title order={2} size="h3">
              {t('states.beingBuilt.title')}
            </Title>
            <Text>{t('states.beingBuilt.body')}</Text>
            <Button component={Link} to={backTo} variant="light">
              {backLabel ?? t('actions.backHome')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
