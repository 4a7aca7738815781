import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useFocusWhenShown } from '../../lib/form-focus';

/** A form's failure that is not a field's, above the form; it takes the focus when it appears. */
export function FormErrorAlert({ error }: { error: string | null }) {
  const ref = useFocusWhenShown(error !== null);
  return error ? (
    <Alert ref={ref} tabIndex={-1} color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
      {error}
    </Alert>
  ) : null;
}
