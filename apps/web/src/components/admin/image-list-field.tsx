import { imageUrl } from '@app/shared/hotels/schemas';
import {
  ActionIcon,
  AspectRatio,
  Badge,
  Box,
  Button,
  CloseButton,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
  useDirection,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconChevronLeft,
  IconChevronRight,
  IconLink,
  IconPhoto,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { ImageUploadButton } from './image-upload-button';
import { useImageUploads } from './use-image-uploads';

interface ImageListFieldProps {
  images: string[];
  max: number;
  onAdd: (url: string) => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  /** With these, a photo can be made the featured one. */
  featured?: string;
  onSetFeatured?: (url: string) => void;
  /** The list's own error (e.g. a bad address the server refused). */
  error?: ReactNode;
  itemError?: (index: number) => ReactNode;
}

/** Photos as a grid: upload with progress, or paste an address; reorder, remove, choose the featured one. */
export function ImageListField({
  images,
  max,
  onAdd,
  onRemove,
  onMove,
  featured,
  onSetFeatured,
  error,
  itemError,
}: ImageListFieldProps) {
  const { t } = useTranslation('adminHotels');
  const { dir } = useDirection();
  const lang = currentLanguage();
  const uploads = useImageUploads(onAdd);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const room = Math.max(0, max - images.length - uploads.uploading);
  const Earlier = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const Later = dir === 'rtl' ? IconChevronLeft : IconChevronRight;

  const addLink = () => {
    const parsed = imageUrl.safeParse(link);
    if (!parsed.success) {
      setLinkError(t('validation.invalidImageUrl'));
      return;
    }
    if (images.includes(parsed.data)) {
      setLinkError(t('images.duplicate'));
      return;
    }
    onAdd(parsed.data);
    setLink('');
    setLinkError(null);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('images.count', {
          count: images.length,
          formatted: formatNumber(images.length, lang),
          max: formatNumber(max, lang),
        })}
      </Text>
      {images.length === 0 && uploads.pending.length === 0 ? (
        <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-default-hover)">
          <Group gap="sm" wrap="nowrap">
            <IconPhoto size={28} aria-hidden="true" />
            <Text size="sm">{t('images.empty')}</Text>
          </Group>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 2, sm: 3, lg: 4 }}
          spacing="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {images.map((url, index) => {
            // The same address twice gets its own key: url#1, url#2…
            const key = `${url}#${images.slice(0, index).filter((u) => u === url).length}`;
            const n = formatNumber(index + 1, lang);
            const isFeatured = featured !== undefined && featured === url;
            const problem = itemError?.(index);
            return (
              <Paper key={key} component="li" withBorder radius="md" p={6}>
                <Stack gap={6}>
                  <AspectRatio ratio={4 / 3}>
                    <Image
                      src={url}
                      alt={t('images.photoAlt', { n })}
                      radius="sm"
                      fit="cover"
                      loading="lazy"
                    />
                  </AspectRatio>
                  {isFeatured ? (
                    <Badge
                      size="sm"
                      variant="light"
                      color="uzungol"
                      leftSection={<IconStarFilled size={12} aria-hidden="true" />}
                    >
                      {t('images.featuredBadge')}
                    </Badge>
                  ) : null}
                  {problem ? (
                    <Text size="xs" c="red" role="alert">
                      {problem}
                    </Text>
                  ) : null}
                  <Group gap={2} justify="space-between" wrap="nowrap">
                    <Group gap={2} wrap="nowrap">
                      <Tooltip label={t('images.moveEarlier', { n })} withinPortal>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          size={36}
                          aria-label={t('images.moveEarlier', { n })}
                          disabled={index === 0}
                          onClick={() => onMove(index, index - 1)}
                        >
                          <Earlier size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('images.moveLater', { n })} withinPortal>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          size={36}
                          aria-label={t('images.moveLater', { n })}
                          disabled={index === images.length - 1}
                          onClick={() => onMove(index, index + 1)}
                        >
                          <Later size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                    <Group gap={2} wrap="nowrap">
                      {onSetFeatured ? (
                        <Tooltip label={t('images.setFeatured', { n })} withinPortal>
                          <ActionIcon
                            variant="subtle"
                            color={isFeatured ? 'uzungol' : 'gray'}
                            size={36}
                            aria-label={t('images.setFeatured', { n })}
                            aria-pressed={isFeatured}
                            onClick={() => onSetFeatured(url)}
                          >
                            {isFeatured ? (
                              <IconStarFilled size={18} aria-hidden="true" />
                            ) : (
                              <IconStar size={18} aria-hidden="true" />
                            )}
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                      <Tooltip label={t('images.remove', { n })} withinPortal>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size={36}
                          aria-label={t('images.remove', { n })}
                          onClick={() => onRemove(index)}
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
          {uploads.pending.map((item) => (
            <Paper key={item.key} component="li" withBorder radius="md" p={6}>
              <Stack gap={6}>
                <AspectRatio ratio={4 / 3}>
                  {item.preview && !item.error ? (
                    <Image src={item.preview} alt="" radius="sm" fit="cover" style={{ opacity: 0.6 }} />
                  ) : (
                    <Box
                      style={{
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        borderRadius: 'var(--mantine-radius-sm)',
                        background: 'var(--mantine-color-default-hover)',
                      }}
                    >
                      {item.error ? (
                        <IconAlertCircle size={28} color="var(--mantine-color-error)" aria-hidden="true" />
                      ) : (
                        <IconPhoto size={28} aria-hidden="true" />
                      )}
                    </Box>
                  )}
                </AspectRatio>
                <Text size="xs" truncate="end" title={item.name}>
                  {item.name}
                </Text>
                {item.error ? (
                  <Group gap={4} wrap="nowrap" align="flex-start" justify="space-between">
                    <Text size="xs" c="red" role="alert">
                      {item.error}
                    </Text>
                    <CloseButton
                      size="sm"
                      aria-label={t('images.dismiss', { name: item.name })}
                      onClick={() => uploads.dismiss(item.key)}
                    />
                  </Group>
                ) : (
                  <Progress
                    value={Math.round(item.progress * 100)}
                    size="sm"
                    animated={item.progress < 1}
                    aria-label={t('images.uploading', { name: item.name })}
                  />
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ImageUploadButton
          label={t('images.upload')}
          multiple
          disabled={room === 0}
          onFiles={(files) => uploads.start(files, room)}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flex: '1 1 18rem' }}>
          <TextInput
            style={{ flex: 1 }}
            label={t('images.addByLink')}
            placeholder="https://"
            type="url"
            inputMode="url"
            dir="ltr"
            spellCheck={false}
            leftSection={<IconLink size={16} aria-hidden="true" />}
            value={link}
            error={linkError}
            disabled={room === 0}
            onChange={(event) => {
              setLink(event.currentTarget.value);
              setLinkError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addLink();
              }
            }}
          />
          <Button variant="default" mt={25} onClick={addLink} disabled={room === 0 || link.trim() === ''}>
            {t('images.addLink')}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {t('images.rules', { max: formatNumber(8, lang) })}
      </Text>
    </Stack>
  );
}
