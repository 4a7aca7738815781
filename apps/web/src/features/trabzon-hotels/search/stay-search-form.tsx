import { addDays } from '@app/shared/common/dates';
import { lastSaleDay } from '@app/shared/common/sale-horizon';
import { MAX_GUESTS } from '@app/shared/hotels/catalog';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useFieldMessage } from '../../../lib/use-field-message';
import { useTranslation } from '../../../lib/use-translation';
import { type StayField, type StaySearch, stayIssues } from '../utils/stay-search';
import classes from './trabzon-hotels.module.css';

const NO_SCREEN_TEXTS = { keyOf: () => undefined };
const ID = 'stay-search';

/**
 * The stay searched (spec section 2): check-in from today, check-out from the check-in day, one to
 * ten guests, on the agency's calendar. The dates are the browser's own pickers; a stay the server
 * would refuse says why under its field (the catalogue's words for the server's code), and the
 * first such field takes the focus.
 */
export function StaySearchForm({
  initial,
  today,
  onSearch,
}: {
  initial: StaySearch;
  today: string;
  onSearch: (stay: StaySearch) => void;
}) {
  const { t } = useTranslation('trabzonHotels');
  const lang = currentLanguage();
  const fieldMessage = useFieldMessage(NO_SCREEN_TEXTS);
  const [draft, setDraft] = useState(initial);
  const [issues, setIssues] = useState<Partial<Record<StayField, string>>>({});
  const last = lastSaleDay(today);

  const set = (next: Partial<StaySearch>) => {
    setDraft((d) => ({ ...d, ...next }));
    setIssues((found) => {
      const left = { ...found };
      for (const key of Object.keys(next) as StayField[]) delete left[key];
      return left;
    });
  };
  const error = (field: StayField) => (issues[field] ? fieldMessage(issues[field], field) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = stayIssues(draft, today);
    setIssues(found);
    const first = (['checkIn', 'checkOut', 'guests'] as const).find((f) => found[f]);
    if (first) document.getElementById(`${ID}-${first}`)?.focus();
    else onSearch(draft);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <div className={classes.searchRow}>
        <TextInput
          id={`${ID}-checkIn`}
          type="date"
          label={t('form.checkIn')}
          min={today}
          max={last}
          value={draft.checkIn}
          error={error('checkIn')}
          onChange={(e) => {
            const checkIn = e.currentTarget.value;
            // The check-out follows a check-in moved past it, keeping the stay's two nights.
            set(
              checkIn && draft.checkOut < checkIn
                ? { checkIn, checkOut: addDays(checkIn, 2) > last ? checkIn : addDays(checkIn, 2) }
                : { checkIn },
            );
          }}
        />
        <TextInput
          id={`${ID}-checkOut`}
          type="date"
          label={t('form.checkOut')}
          min={draft.checkIn || today}
          max={last}
          value={draft.checkOut}
          error={error('checkOut')}
          onChange={(e) => set({ checkOut: e.currentTarget.value })}
        />
        <NativeSelect
          id={`${ID}-guests`}
          className={classes.guests}
          label={t('form.guests')}
          value={String(draft.guests)}
          error={error('guests')}
          data={Array.from({ length: MAX_GUESTS }, (_, i) => ({
            value: String(i + 1),
            label: formatNumber(i + 1, lang),
          }))}
          onChange={(e) => set({ guests: Number(e.currentTarget.value) })}
        />
        <Button
          type="submit"
          className={classes.action}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
        >
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
