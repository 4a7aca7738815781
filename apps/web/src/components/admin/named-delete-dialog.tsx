import type { UseMutationResult } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { type PlainTextKey, useTranslation } from '../../lib/use-translation';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';

/** The namespaces that have the texts of a named delete. */
type NamedDeleteNamespace = 'adminPackages' | 'adminDestinations';

interface NamedDeleteDialogProps {
  /**
   * The texts' namespace: it has `deleteTitle`, `deleteBody` and `deleted` (with the `name`),
   * `delete` and `deleteFailed`.
   */
  ns: NamedDeleteNamespace;
  /** The full key of the Cancel button's text (`adminPackages:cancel`). */
  cancelKey: PlainTextKey;
  /** What is to be deleted (the dialog is open while there is one), and its name to show. */
  item: { _id: string } | null;
  name: string;
  mutation: Pick<
    UseMutationResult<unknown, Error, string>,
    'mutate' | 'isPending' | 'isError' | 'error' | 'reset'
  >;
  /** The error in the reader's language, or `fallback`. */
  errorMessage: (error: unknown, fallback: string) => string;
  onClose: () => void;
}

/** "Delete Trabzon?": the confirmation of deleting a named admin item, and a notice once done. */
export function NamedDeleteDialog({
  ns,
  cancelKey,
  item,
  name,
  mutation,
  errorMessage,
  onClose,
}: NamedDeleteDialogProps) {
  const { t } = useTranslation(ns);
  return (
    <ConfirmDeleteDialog
      opened={item !== null}
      onClose={onClose}
      title={t(`${ns}:deleteTitle`)}
      body={t(`${ns}:deleteBody`, { name })}
      confirmLabel={t(`${ns}:delete`)}
      cancelLabel={t(cancelKey)}
      mutation={mutation}
      id={item?._id ?? null}
      errorText={(error) => errorMessage(error, t(`${ns}:deleteFailed`))}
      onDeleted={() => notify({ color: 'uzungol', message: t(`${ns}:deleted`, { name }) })}
    />
  );
}
