import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { usePublicSettings } from '../../components/layout/use-public-settings';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';

export type LegalDocument = 'privacy' | 'terms' | 'contract';

/** When the texts last changed (changes are announced 30 days ahead, see the terms). */
export const LEGAL_UPDATED = '2026-11-23';

interface Section {
  h: string;
  p: string[];
}

/** `/privacy`, `/terms`, `/contract`: the agency's policies, with its own details filled in. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const { t } = useTranslation(['legal', 'common']);
  const settings = usePublicSettings().data;
  const lang = currentLanguage();
  const vars = {
    siteName: settings?.siteName || t('common:appName'),
    licence: settings?.licenseNumber || '—',
    address: settings?.address || '—',
    email: settings?.contactEmail || '—',
    phone: settings?.phone || '—',
    currency: settings?.currency || 'TRY',
    interpolation: { escapeValue: false },
  };
  const sections = t(`legal:${doc}.sections`, { ...vars, returnObjects: true }) as Section[];
  const id = (i: number) => `${doc}-section-${i + 1}`;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t(`legal:${doc}.title`)}</Title>
          <Text size="lg" c="dimmed">
            {t(`legal:${doc}.lead`, vars)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('legal:updated', { date: formatDate(LEGAL_UPDATED, lang, { month: 'long' }) })}
          </Text>
        </Stack>
        <Paper withBorder radius="lg" p="md" component="nav" aria-labelledby={`${doc}-contents`}>
          <Text fw={700} id={`${doc}-contents`} mb="xs">
            {t('legal:contents')}
          </Text>
          <List type="ordered" spacing={4}>
            {sections.map((s, i) => (
              <List.Item key={s.h}>
                <Anchor href={`#${id(i)}`}>{s.h}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        {sections.map((s, i) => (
          <Stack key={s.h} gap="xs" component="section" aria-labelledby={id(i)}>
            <Title order={2} size="h3" id={id(i)} style={{ scrollMarginTop: 80 }}>
              {i + 1}. {s.h}
            </Title>
            {s.p.map((paragraph) => (
              <Text key={paragraph} lh={1.7}>
                {paragraph}
              </Text>
            ))}
          </Stack>
        ))}
        <Text c="dimmed">{t('legal:questions', vars)}</Text>
      </Stack>
    </Container>
  );
}
