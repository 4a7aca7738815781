import { directionOf } from '@app/shared/i18n/languages';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';

/** What a link from the list hands the account's page: the list's query, to go back to the same view. */
export function listState(search: string) {
  return { usersList: search };
}

/** The list's query a link from it handed over, or none. */
export function listSearchOf(state: unknown): string {
  const search = (state as { usersList?: unknown } | null)?.usersList;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

/** "All users": back to the list, with the search and filters it was opened from. */
export function BackToList() {
  const { t } = useTranslation('adminUsers');
  const { state } = useLocation();
  return (
    <Anchor
      component={Link}
      to={`/admin/users${listSearchOf(state)}`}
      size="sm"
      style={{ alignSelf: 'flex-start' }}
    >
      <Group gap={4} component="span">
        {/* The arrow points the way back in the reader's direction. */}
        {directionOf(currentLanguage()) === 'rtl' ? (
          <IconArrowRight size={16} aria-hidden="true" />
        ) : (
          <IconArrowLeft size={16} aria-hidden="true" />
        )}
        {t('detail.back')}
      </Group>
    </Anchor>
  );
}
