import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useTranslation } from '../../../lib/use-translation';

/** "I agree to the Terms of Use and the Privacy Policy": the legal pages open in a new tab so the form stays filled. */
export function TermsLabel() {
  const { t } = useTranslation('auth');
  return (
    <Trans
      t={t}
      i18nKey="register.acceptTerms"
      components={{
        terms: <Anchor component={Link} to="/terms" target="_blank" rel="noopener" />,
        privacy: <Anchor component={Link} to="/privacy" target="_blank" rel="noopener" />,
      }}
    />
  );
}
