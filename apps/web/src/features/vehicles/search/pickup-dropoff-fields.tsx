import { DEFAULT_DROPOFF, DEFAULT_PICKUP, type Place } from '@app/shared/vehicles/places';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { PlaceField } from './place-field';
import type { SearchForm } from './use-search-form';
import classes from './vehicle-search.module.css';

/**
 * The pickup and the drop-off of a search, each a row of its own: a fixed place or a map point;
 * removing a point puts back the spec's TZX (pickup) or TZX_CITY (drop-off).
 */
export function PickupDropoffFields<T extends { pickup: Place; dropoff: Place }>({
  form,
  idPrefix,
  dropoffLabel,
}: {
  form: SearchForm<T>;
  idPrefix: string;
  dropoffLabel: string;
}) {
  const { t } = useTranslation('vehicles');
  const lang = currentLanguage();
  const { draft, set, error, openMap } = form;
  return (
    <>
      <div className={classes.wide}>
        <PlaceField
          id={`${idPrefix}-pickup`}
          label={t('form.pickup')}
          value={draft.pickup}
          lang={lang}
          error={error('pickup')}
          onChange={(pickup) => set({ pickup } as Partial<T>)}
          onMap={() => openMap('pickup')}
          onRemove={() => set({ pickup: { code: DEFAULT_PICKUP } } as Partial<T>)}
        />
      </div>
      <div className={classes.wide}>
        <PlaceField
          id={`${idPrefix}-dropoff`}
          label={dropoffLabel}
          value={draft.dropoff}
          lang={lang}
          error={error('dropoff')}
          onChange={(dropoff) => set({ dropoff } as Partial<T>)}
          onMap={() => openMap('dropoff')}
          onRemove={() => set({ dropoff: { code: DEFAULT_DROPOFF } } as Partial<T>)}
        />
      </div>
    </>
  );
}
