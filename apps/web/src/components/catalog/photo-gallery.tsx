import { ActionIcon, Group, Image, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';

/** A large photo and thumbnails; any photo opens a viewer with previous/next (arrow keys too). */
export function PhotoGallery({ name, images }: { name: string; images: string[] }) {
  const { t, i18n } = useTranslation('common');
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const rtl = i18n.dir() === 'rtl';
  const go = (step: number) => setOpen((i) => (i === null ? i : (i + step + images.length) % images.length));
  const [first, ...rest] = images;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(rtl ? -1 : 1);
    if (e.key === 'ArrowLeft') go(rtl ? 1 : -1);
  };
  return (
    <section aria-label={t('gallery.title', { name })}>
      <SimpleGrid cols={{ base: 1, sm: rest.length ? 2 : 1 }} spacing="xs">
        <UnstyledButton onClick={() => setOpen(0)} aria-label={t('gallery.open', { index: 1 })}>
          <Image
            src={first}
            alt=""
            radius="lg"
            h={{ base: 220, sm: 360 }}
            fit="cover"
            width={800}
            height={500}
          />
        </UnstyledButton>
        {rest.length ? (
          <SimpleGrid cols={2} spacing="xs" visibleFrom="sm">
            {rest.slice(0, 4).map((src, i) => (
              <UnstyledButton
                key={src}
                onClick={() => setOpen(i + 1)}
                aria-label={t('gallery.open', { index: i + 2 })}
              >
                <Image
                  src={src}
                  alt=""
                  radius="lg"
                  h={176}
                  fit="cover"
                  width={400}
                  height={250}
                  loading="lazy"
                />
              </UnstyledButton>
            ))}
          </SimpleGrid>
        ) : null}
      </SimpleGrid>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        onKeyDown={(e) => onKey(e.nativeEvent)}
        size="xl"
        title={open !== null ? t('gallery.photo', { index: open + 1, total: images.length }) : ''}
        closeButtonProps={{ 'aria-label': t('gallery.close') }}
        centered
      >
        {open !== null ? (
          <div>
            <Image
              src={images[open]}
              alt={t('gallery.photo', { index: open + 1, total: images.length })}
              radius="md"
            />
            <Group justify="space-between" mt="sm">
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => go(-1)}
                aria-label={t('gallery.previous')}
              >
                {rtl ? <IconChevronRight aria-hidden="true" /> : <IconChevronLeft aria-hidden="true" />}
              </ActionIcon>
              <Text size="sm" c="dimmed">
                {name}
              </Text>
              <ActionIcon variant="default" size="lg" onClick={() => go(1)} aria-label={t('gallery.next')}>
                {rtl ? <IconChevronLeft aria-hidden="true" /> : <IconChevronRight aria-hidden="true" />}
              </ActionIcon>
            </Group>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
