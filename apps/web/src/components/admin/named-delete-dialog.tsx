import { type Localized, pickLocalized } from '@app/shared/i18n/localized';
import type { UseMutationResult } from '@tanstack/react-query';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useErrorMessage } from '../../lib/use-error-message';
import { type PlainTextKey, useTranslation } from '../../lib/use-translation';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { adminErrorTexts } from './admin-field-texts';

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
  /** What is to be deleted (the dialog is open while there is one), named in the reader's language. */
  item: { _id: string; name: Localized } | null;
  mutation: Pick<
    UseMutationResult<unknown, Error, string>,
    'mutate' | 'isPending' | 'isError' | 'error' | 'reset'
  >;
  onClose: () => void;
}

/** "Delete Trabzon?": the confirmation of deleting a named admin item, and a notice once done. */
export function NamedDeleteDialog({ ns, cancelKey, item, mutation, onClose }: NamedDeleteDialogProps) {
  const { t } = useTranslation(ns);
  const errorMessage = useErrorMessage(adminErrorTexts);
  const name = item ? pickLocalized(item.name, currentLanguage()).text : '';
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
