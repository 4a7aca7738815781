import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { safeHref } from '../utils/link-href';

interface LinkDialogProps {
  editor: Editor | null;
  opened: boolean;
  onClose: () => void;
}

/** Adds, changes or removes the link on the selected words (web, mail or a page of this site). */
export function LinkDialog({ editor, opened, onClose }: LinkDialogProps) {
  const { t } = useTranslation(['adminBlog', 'common']);
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (!opened || !editor) return;
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    setHref(current);
    setEditing(Boolean(current));
    setError(null);
  }, [opened, editor]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!editor) return;
    const safe = safeHref(href);
    if (!safe) {
      setError(t('link.invalid'));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: safe, marks: [{ type: 'link', attrs: { href: safe } }] })
        .run();
    } else {
      chain.setLink({ href: safe }).run();
    }
    onClose();
  };

  const remove = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('link.editTitle') : t('link.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('link.address')}
            description={t('link.hint')}
            placeholder="https://"
            dir="ltr"
            value={href}
            onChange={(event) => {
              setHref(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
            required
          />
          <Group justify="space-between" gap="sm">
            {editing ? (
              <Button variant="subtle" color="red" onClick={remove}>
                {t('link.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit">{t('link.save')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
