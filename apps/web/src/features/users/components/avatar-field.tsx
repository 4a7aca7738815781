import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@app/shared/auth/avatar';
import type { UserDto } from '@app/shared/auth/schemas';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useFocusWhenShown } from '../../../lib/form-focus';
import { localeOf } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdateProfile, useUploadAvatar } from '../api/profile-queries';
import { UserAvatar } from './user-avatar';

const ACCEPTED: readonly string[] = AVATAR_TYPES;

/** The text key for a refused or failed photo. */
type PhotoProblem = ReturnType<typeof problemKey>;

function problemKey(error: unknown) {
  if (!(error instanceof ApiError)) return 'details.photo.failed';
  if (error.code === 'image_too_large' || error.status === 413) return 'details.photo.tooLarge';
  if (error.code === 'invalid_image') return 'details.photo.notImage';
  if (error.status === 0) return error.code === 'timeout' ? 'errors.timeout' : 'errors.network';
  return 'details.photo.failed';
}

/**
 * The traveller's own photo: uploaded at once when chosen (checked here for type and size, then
 * by the server, which re-encodes it), or removed. Initials show without one.
 */
export function AvatarField({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation('profile');
  const upload = useUploadAvatar();
  const remove = useUpdateProfile();
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  /** Counts refusals: each one gives the focus back to the upload button (see below). */
  const [refusals, setRefusals] = useState(0);
  const [done, setDone] = useState<'uploaded' | 'removed' | null>(null);
  const resetRef = useRef<() => void>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const doneRef = useFocusWhenShown<HTMLParagraphElement>(done !== null);
  const labelId = useId();
  const hintId = useId();
  const problemId = useId();
  const size = new Intl.NumberFormat(localeOf(i18n.language), {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'long',
  }).format(AVATAR_MAX_BYTES / 1024 / 1024);

  const refuse = (key: PhotoProblem) => {
    setProblem(key);
    setRefusals((n) => n + 1);
  };
  // The button stays the place to try again, and now also carries the reason.
  useEffect(() => {
    if (refusals > 0) chooseRef.current?.focus();
  }, [refusals]);

  const choose = (file: File | null) => {
    resetRef.current?.();
    setDone(null);
    setProblem(null);
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return refuse('details.photo.notImage');
    if (file.size > AVATAR_MAX_BYTES) return refuse('details.photo.tooLarge');
    upload.mutate(file, {
      onSuccess: () => setDone('uploaded'),
      onError: (error) => refuse(problemKey(error)),
    });
  };

  const removePhoto = () => {
    setDone(null);
    setProblem(null);
    remove.mutate(
      { profileImage: '' },
      { onSuccess: () => setDone('removed'), onError: (error) => refuse(problemKey(error)) },
    );
  };

  const busy = upload.isPending || remove.isPending;
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text component="span" size="md" fw={500} id={labelId}>
        {t('details.photo.label')}
      </Text>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <UserAvatar name={user.name} src={user.profileImage || null} size={64} />
        <Stack gap={6} style={{ minInlineSize: 0 }}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={AVATAR_TYPES.join(',')} resetRef={resetRef} disabled={busy}>
              {(props) => (
                <Button
                  {...props}
                  ref={chooseRef}
                  variant="default"
                  loading={upload.isPending}
                  aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
                >
                  {user.profileImage ? t('details.photo.change') : t('details.photo.upload')}
                </Button>
              )}
            </FileButton>
            {user.profileImage ? (
              <Button
                variant="subtle"
                color="red"
                onClick={removePhoto}
                loading={remove.isPending}
                disabled={busy}
              >
                {t('details.photo.remove')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" id={hintId}>
            {t('details.photo.hint', { size })}
          </Text>
          {problem ? (
            <Text size="sm" c="var(--mantine-color-error)" id={problemId} role="alert">
              {t(problem, { size })}
            </Text>
          ) : null}
          {done ? (
            <Text size="sm" ref={doneRef} tabIndex={-1} role="status">
              {t(`details.photo.${done}`)}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Stack>
  );
}
