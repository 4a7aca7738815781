import { addressSeparator } from '@app/shared/common/address';
import type { Language } from '@app/shared/i18n/languages';
import { Fragment } from 'react';
import { useTranslation } from '../../lib/use-translation';

/**
 * An address from the parts the server chose (each once: `@app/shared/common/address`), joined
 * with the reader's comma ("، " in Arabic); each part keeps its own direction, so a Latin street
 * line sits whole inside an Arabic page and the comma stays between the parts.
 */
export function AddressText({ parts }: { parts: readonly string[] }) {
  const { i18n } = useTranslation();
  const separator = addressSeparator(i18n.language as Language);
  // The parts are each written once, so each names its own place in the line.
  return parts.map((part, i) => (
    <Fragment key={part}>
      {i > 0 ? separator : null}
      <bdi>{part}</bdi>
    </Fragment>
  ));
}
