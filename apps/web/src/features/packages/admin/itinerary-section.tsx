import type { Language } from '@app/shared/i18n/languages';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  LanguageTabs,
  languageInputProps,
  languagesWithErrors,
} from '../../../components/admin/language-tabs';
import { EditorSection } from '../../../components/editor-section';
import { useFocusAfterClose } from '../../../lib/use-focus-after-close';
import { useTranslation } from '../../../lib/use-translation';
import { blankDay, type PackageFormValues } from './package-form';

interface ItinerarySectionProps {
  form: UseFormReturnType<PackageFormValues>;
  lang: Language;
  onLangChange: (lang: Language) => void;
  /** The package's length in days: no more days than that can be added. */
  duration: number;
}

/** The trip day by day: add, reorder, and remove a day (after a confirmation). */
export function ItinerarySection({ form, lang, onLangChange, duration }: ItinerarySectionProps) {
  const { t } = useTranslation(['adminPackages', 'common']);
  const days = form.values.itinerary;
  const [removing, setRemoving] = useState<number | null>(null);
  // The day named in the question, kept while the dialog fades out.
  const asked = useRef(0);
  if (removing !== null) asked.current = removing;
  const addRef = useRef<HTMLButtonElement>(null);
  const { focusAfterClose, modalProps } = useFocusAfterClose();

  const remove = (index: number) => {
    form.removeListItem('itinerary', index);
    focusAfterClose(() => addRef.current?.focus());
    setRemoving(null);
  };

  return (
    <EditorSection
      title={t('sections.itinerary')}
      description={t('itinerary.hint', { count: duration })}
      action={
        <Button
          ref={addRef}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={days.length >= duration}
          onClick={() => form.insertListItem('itinerary', blankDay())}
        >
          {t('itinerary.add')}
        </Button>
      }
    >
      {days.length === 0 ? <Text c="dimmed">{t('itinerary.empty')}</Text> : null}
      <LanguageTabs
        label={t('contentLanguage')}
        value={lang}
        onChange={onLangChange}
        withErrors={languagesWithErrors(
          Object.fromEntries(
            Object.entries(form.errors).map(([k, v]) => [k.replace(/^itinerary\.\d+\./, ''), v]),
          ),
          ['title', 'description'],
        )}
      >
        {(l) =>
          days.map((day, i) => (
            <Paper
              key={day.key}
              withBorder
              radius="md"
              p="sm"
              component="article"
              aria-label={t('itinerary.day', { n: i + 1 })}
            >
              <Group justify="space-between" mb="xs">
                <Text fw={700}>{t('itinerary.day', { n: i + 1 })}</Text>
                <Group gap={4}>
                  <ActionIcon
                    variant="default"
                    disabled={i === 0}
                    onClick={() => form.reorderListItem('itinerary', { from: i, to: i - 1 })}
                    aria-label={t('itinerary.up', { n: i + 1 })}
                  >
                    <IconArrowUp size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    disabled={i === days.length - 1}
                    onClick={() => form.reorderListItem('itinerary', { from: i, to: i + 1 })}
                    aria-label={t('itinerary.down', { n: i + 1 })}
                  >
                    <IconArrowDown size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => setRemoving(i)}
                    aria-label={t('itinerary.remove', { n: i + 1 })}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Group>
              <Stack gap="xs">
                <TextInput
                  label={t('itinerary.title')}
                  withAsterisk={l === 'en'}
                  {...languageInputProps(l)}
                  {...form.getInputProps(`itinerary.${i}.title.${l}`)}
                />
                <Textarea
                  label={t('itinerary.description')}
                  autosize
                  minRows={2}
                  {...languageInputProps(l)}
                  {...form.getInputProps(`itinerary.${i}.description.${l}`)}
                />
              </Stack>
            </Paper>
          ))
        }
      </LanguageTabs>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('itinerary.removeTitle', { n: asked.current + 1 })}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        {...modalProps}
      >
        <Stack gap="md">
          <Text>{t('itinerary.removeBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => removing !== null && remove(removing)}
            >
              {t('itinerary.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </EditorSection>
  );
}
