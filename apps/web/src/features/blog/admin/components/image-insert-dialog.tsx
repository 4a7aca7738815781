import { directionOf, type Language } from '@app/shared/i18n/languages';
import {
  Alert,
  AspectRatio,
  Button,
  Group,
  Image,
  Modal,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ImageUploadButton } from '../../../../components/admin/image-upload-button';
import { checkImageFile, MAX_IMAGE_BYTES, uploadImage } from '../../../../components/admin/upload-image';
import { formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { blogErrorTexts } from '../utils/field-texts';

interface ImageInsertDialogProps {
  editor: Editor | null;
  /** The language of the text: the description of the image is written in it. */
  lang: Language;
  opened: boolean;
  onClose: () => void;
}

type Upload =
  | { state: 'none' }
  | { state: 'uploading'; name: string; progress: number }
  | { state: 'done'; url: string }
  | { state: 'failed'; message: string };

/** Uploads a photo and puts it into the text with a description for people who cannot see it. */
export function ImageInsertDialog({ editor, lang, opened, onClose }: ImageInsertDialogProps) {
  const { t } = useTranslation(['adminBlog', 'common']);
  const errorMessage = useErrorMessage(blogErrorTexts);
  const [upload, setUpload] = useState<Upload>({ state: 'none' });
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!opened) return;
    setUpload({ state: 'none' });
    setAlt('');
    setAltError(null);
  }, [opened]);

  useEffect(() => () => controller.current?.abort(), []);

  const close = () => {
    controller.current?.abort();
    onClose();
  };

  const start = (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      setUpload({
        state: 'failed',
        message:
          problem === 'invalid_image'
            ? t('image.wrongType')
            : t('image.tooLarge', { size: formatNumber(MAX_IMAGE_BYTES / 1024 / 1024, currentLanguage()) }),
      });
      return;
    }
    controller.current?.abort();
    const running = new AbortController();
    controller.current = running;
    setUpload({ state: 'uploading', name: file.name, progress: 0 });
    uploadImage(
      file,
      (progress) => setUpload({ state: 'uploading', name: file.name, progress }),
      running.signal,
    )
      .then((image) => setUpload({ state: 'done', url: image.url }))
      .catch((error: unknown) => {
        if (running.signal.aborted) return;
        setUpload({ state: 'failed', message: errorMessage(error, t('image.uploadFailed')) });
      });
  };

  const insert = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (upload.state !== 'done' || !editor) return;
    const text = alt.trim();
    if (!text) {
      setAltError(t('image.altRequired'));
      return;
    }
    editor.chain().focus().setImage({ src: upload.url, alt: text }).run();
    onClose();
  };

  const dir = directionOf(lang);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('image.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={insert} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('image.hint', { size: formatNumber(MAX_IMAGE_BYTES / 1024 / 1024, currentLanguage()) })}
          </Text>
          {upload.state === 'done' ? (
            <AspectRatio ratio={16 / 9}>
              <Image src={upload.url} alt="" radius="md" fit="contain" />
            </AspectRatio>
          ) : null}
          <Group gap="sm">
            <ImageUploadButton
              label={upload.state === 'done' ? t('image.replace') : t('image.choose')}
              disabled={upload.state === 'uploading'}
              onFiles={(files) => {
                const [file] = files;
                if (file) start(file);
              }}
            />
          </Group>
          {upload.state === 'uploading' ? (
            <Progress
              value={Math.round(upload.progress * 100)}
              animated
              aria-label={t('image.uploading', { name: upload.name })}
            />
          ) : null}
          {upload.state === 'failed' ? (
            <Alert color="red" variant="light" role="alert">
              {upload.message}
            </Alert>
          ) : null}
          <TextInput
            label={t('image.alt')}
            description={t('image.altHint')}
            lang={lang}
            dir={dir}
            attributes={{ input: { dir, lang } }}
            value={alt}
            onChange={(event) => {
              setAlt(event.currentTarget.value);
              setAltError(null);
            }}
            error={altError}
            maxLength={200}
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={upload.state !== 'done'}>
              {t('image.insert')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
