import { Button } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

interface EditDeleteButtonsProps {
  editLabel: string;
  deleteLabel: string;
  /** The buttons' names for screen readers, with the item's name ("Edit Trabzon"). */
  editName: string;
  deleteName: string;
  /** Edit on a page of its own (a link), or in place. */
  edit: { to: string } | { onClick: () => void };
  onDelete: () => void;
}

/** An admin card's small Edit and Delete buttons. */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  editName,
  deleteName,
  edit,
  onDelete,
}: EditDeleteButtonsProps) {
  const editIcon = <IconEdit size={16} aria-hidden="true" />;
  return (
    <>
      {'to' in edit ? (
        <Button
          component={Link}
          to={edit.to}
          variant="subtle"
          size="compact-sm"
          leftSection={editIcon}
          aria-label={editName}
        >
          {editLabel}
        </Button>
      ) : (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={editIcon}
          onClick={edit.onClick}
          aria-label={editName}
        >
          {editLabel}
        </Button>
      )}
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        onClick={onDelete}
        aria-label={deleteName}
      >
        {deleteLabel}
      </Button>
    </>
  );
}
