import { Button, Group } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';

interface EditorActionsProps {
  /** The public page of what is edited, when it is public: opened in a new tab. */
  siteHref?: string | null;
  viewLabel: string;
  deleteLabel: string;
  onDelete: () => void;
}

/** What an editor offers beside its title for something already saved: see it on the site, delete it. */
export function EditorActions({ siteHref, viewLabel, deleteLabel, onDelete }: EditorActionsProps) {
  return (
    <Group gap="sm">
      {siteHref ? (
        <Button
          component="a"
          href={siteHref}
          target="_blank"
          rel="noopener"
          variant="default"
          rightSection={<IconExternalLink size={16} aria-hidden="true" />}
        >
          {viewLabel}
        </Button>
      ) : null}
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden="true" />}
        onClick={onDelete}
      >
        {deleteLabel}
      </Button>
    </Group>
  );
}
