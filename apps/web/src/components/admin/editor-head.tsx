import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { BackLink } from '../back-link';

interface EditorHeadProps {
  /** The way back to the list. */
  back: { to: string; label: string };
  /** "Edit hotel" above the title of something saved; nothing for a new one. */
  kicker?: string | null;
  title: string;
  /** The title's language where it is content (a post in Arabic), so it reads and spells right. */
  titleLang?: string;
  /** The heading takes the focus on arrival (`useFocusHeadingOnArrival`). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Under the title: status badges for something saved, a lead for a new one. */
  below: ReactNode;
  /** Beside the title (`EditorActions`, a save button). */
  actions?: ReactNode;
}

/** The top of an admin editor: back to the list, what is edited, its state and what can be done with it. */
export function EditorHead({ back, kicker, title, titleLang, headingRef, below, actions }: EditorHeadProps) {
  return (
    <Stack gap="xs">
      <BackLink to={back.to}>{back.label}</BackLink>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          {kicker ? (
            <Text size="sm" c="dimmed" fw={600}>
              {kicker}
            </Text>
          ) : null}
          <Title
            order={1}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            lang={titleLang}
            dir={titleLang ? 'auto' : undefined}
          >
            {title}
          </Title>
          {typeof below === 'string' ? <Text c="dimmed">{below}</Text> : below}
        </Stack>
        {actions}
      </Group>
    </Stack>
  );
}
