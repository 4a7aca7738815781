import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RoundIcon } from '../../../components/round-icon';
import { PageMeta } from '../../../lib/page-meta';
import { useTranslation } from '../../../lib/use-translation';

/**
 * What the blog shows for a post, category or tag that is not public (a draft, an archived post or
 * a wrong address): not found, with a way back, and crawlers are told not to keep it.
 */
export function BlogNotFound({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation('blog');
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 48, sm: 80 }} px="md">
      <PageMeta title={title} description={description} noindex status={404} />
      <RoundIcon size={64}>
        <IconMapQuestion size={34} />
      </RoundIcon>
      <Title order={1}>{title}</Title>
      <Text size="lg" c="dimmed" maw={560}>
        {description}
      </Text>
      <Button component={Link} to="/blog" size="md">
        {t('post.backToBlog')}
      </Button>
    </Stack>
  );
}
