import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface RowActionsProps {
  /** The row's editor page, and the Edit button's name with the item's name ("Edit Deniz Hotel"). */
  editTo: string;
  editLabel: string;
  deleteLabel: string;
  onDelete: () => void;
  /** More buttons, between Edit and Delete. */
  children?: ReactNode;
}

/** An admin row's icon buttons, each named by its tooltip: Edit, any others, then Delete. */
export function RowActions({ editTo, editLabel, deleteLabel, onDelete, children }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={editLabel} withinPortal>
        <ActionIcon component={Link} to={editTo} variant="subtle" size={40} aria-label={editLabel}>
          <IconEdit size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {children}
      <Tooltip label={deleteLabel} withinPortal>
        <ActionIcon variant="subtle" color="red" size={40} aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
