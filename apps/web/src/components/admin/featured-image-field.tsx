import { AspectRatio, Box, Button, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ImageUploadButton } from './image-upload-button';
import { useImageUploads } from './use-image-uploads';

interface FeaturedImageFieldProps {
  value: string;
  onChange: (url: string) => void;
  error?: ReactNode;
  /** Replaces the default hint (which mentions the hotel gallery). */
  hint?: string;
}

/** The hotel's main photo: upload a new one, pick one from the gallery below, or remove it. */
export function FeaturedImageField({ value, onChange, error, hint }: FeaturedImageFieldProps) {
  const { t } = useTranslation('adminHotels');
  const uploads = useImageUploads(onChange);
  const current = uploads.pending.at(-1);

  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="md" wrap="wrap">
        <Box w={{ base: '100%', xs: 280 }}>
          <AspectRatio ratio={4 / 3}>
            {value ? (
              <Image src={value} alt={t('images.featuredAlt')} radius="md" fit="cover" />
            ) : current?.preview && !current.error ? (
              <Image src={current.preview} alt="" radius="md" fit="cover" style={{ opacity: 0.6 }} />
            ) : (
              <Paper
                withBorder
                radius="md"
                style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
                bg="var(--mantine-color-default-hover)"
              >
                <Stack align="center" gap={4} p="sm">
                  <IconPhoto size={32} aria-hidden="true" />
                  <Text size="sm" ta="center">
                    {t('images.noFeatured')}
                  </Text>
                </Stack>
              </Paper>
            )}
          </AspectRatio>
        </Box>
        <Stack gap="sm" style={{ flex: '1 1 14rem' }}>
          <Text size="sm" c="dimmed">
            {hint ?? t('images.featuredHint')}
          </Text>
          <Group gap="sm">
            <ImageUploadButton
              label={value ? t('images.replaceFeatured') : t('images.uploadFeatured')}
              disabled={uploads.uploading > 0}
              onFiles={(files) => uploads.start(files.slice(0, 1))}
            />
            {value ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden="true" />}
                onClick={() => onChange('')}
              >
                {t('images.removeFeatured')}
              </Button>
            ) : null}
          </Group>
          {uploads.pending.map((item) =>
            item.error ? (
              <Group key={item.key} gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" c="red" role="alert">
                  {t('images.failedFile', { name: item.name, reason: item.error })}
                </Text>
                <Button size="compact-sm" variant="subtle" onClick={() => uploads.dismiss(item.key)}>
                  {t('images.dismissShort')}
                </Button>
              </Group>
            ) : (
              <Progress
                key={item.key}
                value={Math.round(item.progress * 100)}
                size="sm"
                animated
                aria-label={t('images.uploading', { name: item.name })}
              />
            ),
          )}
          {error ? (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Stack>
  );
}
