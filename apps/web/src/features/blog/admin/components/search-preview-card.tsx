import { directionOf, type Language } from '@app/shared/i18n/languages';
import { Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { SearchPreview } from '../utils/search-preview';
import classes from './search-preview-card.module.css';

/** A search result as the post would likely appear: blue title, green address, grey description. */
export function SearchPreviewCard({ preview, lang }: { preview: SearchPreview; lang: Language }) {
  const { t } = useTranslation('adminBlog');
  const titleId = useId();
  const dir = directionOf(lang);
  return (
    <Stack gap={6} component="section" aria-labelledby={titleId}>
      <Text id={titleId} size="sm" fw={500}>
        {t('seo.preview')}
      </Text>
      <Paper withBorder radius="md" p="md" className={classes.card}>
        <Stack gap={2} lang={lang} dir={dir}>
          <Text size="xs" className={classes.url} dir="ltr" ta={dir === 'rtl' ? 'right' : 'left'}>
            {preview.url}
          </Text>
          <Text size="lg" className={classes.title} lh={1.3} fw={500}>
            {preview.title || t('seo.previewNoTitle')}
          </Text>
          <Text size="sm" className={classes.text}>
            {preview.description || t('seo.previewNoDescription')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
