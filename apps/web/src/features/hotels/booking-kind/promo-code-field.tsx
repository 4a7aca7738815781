import { Button, Group, Text, TextInput } from '@mantine/core';
import type { FormEvent, Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation';

interface Props {
  draft: string;
  onDraft: (code: string) => void;
  /** Apply the code typed (Enter in the field or the Apply button). */
  onApply: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** What became of the code, announced politely. */
  note: { tone: 'success' | 'warning'; text: string } | null;
}

const TONE = {
  success: 'light-dark(var(--mantine-color-uzungol-9), var(--mantine-color-uzungol-3))',
  warning: 'light-dark(var(--mantine-color-orange-9), var(--mantine-color-orange-3))',
};

/** The promo code box of a checkout: its own small form, so Enter applies the code. */
export function PromoCodeField({ draft, onDraft, onApply, inputRef, note }: Props) {
  const { t } = useTranslation('booking');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          ref={inputRef}
          label={t('checkout.promoCode')}
          value={draft}
          onChange={(e) => onDraft(e.currentTarget.value.toUpperCase())}
          maxLength={40}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default">
          {t('checkout.applyPromo')}
        </Button>
      </Group>
      <Text size="sm" mt={note ? 'xs' : 0} c={note ? TONE[note.tone] : undefined} role="status">
        {note?.text}
      </Text>
    </form>
  );
}
