import { ActionIcon, Button, Group, Image, Modal, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import classes from './photo-gallery.module.css';

/** Photos shown on the page; the rest open in the viewer. */
const MAX_SHOWN = 5;

/**
 * A main photo with up to four beside it, filling the row for any number of photos (one alone on a
 * phone); any photo, and "All N photos", opens a viewer with previous/next (arrow keys too).
 */
export function PhotoGallery({ name, images }: { name: string; images: string[] }) {
  const { t, i18n } = useTranslation('common');
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const rtl = i18n.dir() === 'rtl';
  const go = (step: number) => setOpen((i) => (i === null ? i : (i + step + images.length) % images.length));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(rtl ? -1 : 1);
    if (e.key === 'ArrowLeft') go(rtl ? 1 : -1);
  };
  const shown = images.slice(0, MAX_SHOWN);
  return (
    <section aria-label={t('gallery.title', { name })} className={classes.gallery}>
      <div className={classes.grid} data-count={shown.length}>
        {shown.map((src, i) => (
          <UnstyledButton
            key={src}
            className={classes.tile}
            onClick={() => setOpen(i)}
            aria-label={t('gallery.open', { index: i + 1 })}
          >
            <img
              src={src}
              alt=""
              width={i === 0 ? 800 : 400}
              height={i === 0 ? 500 : 250}
              loading={i === 0 ? undefined : 'lazy'}
            />
          </UnstyledButton>
        ))}
      </div>
      {images.length > 1 ? (
        <Button
          className={classes.all}
          variant="default"
          size="xs"
          radius="md"
          leftSection={<IconPhoto size={16} aria-hidden="true" />}
          onClick={() => setOpen(0)}
        >
          {t('gallery.all', { count: images.length })}
        </Button>
      ) : null}
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
