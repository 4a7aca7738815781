import type { Place, Point } from '@app/shared/vehicles/places';
import { useEffect, useState } from 'react';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { useFieldMessage } from '../../../lib/use-field-message';
import { loadSearchIssues } from '../utils/load-search-issues';
import type { PointMode } from './point-picker-dialog';

const NO_SCREEN_TEXTS = { keyOf: () => undefined };

interface SearchFormOptions<T> {
  today: string;
  /** Field ids are `${idPrefix}-${field}`: the first field in error takes the focus. */
  idPrefix: string;
  /** The server's search for what the form holds. */
  query: (draft: T) => URLSearchParams;
  /** The form's name of a field the server names otherwise (a taxi's `date` is `pickupDate`). */
  fieldOf?: Record<string, string>;
}

/**
 * A vehicle search form's state: the search being edited, each field's issue (gone once the field
 * changes), the map dialog for the pickup or the drop-off, and the check before a search is sent:
 * the server's own rules (`search-issues.ts`, loaded once the form is alive), each issue under its
 * field, the first one focused.
 */
export function useSearchForm<T extends { pickup: Place; dropoff: Place }>(
  initial: T,
  { today, idPrefix, query, fieldOf = {} }: SearchFormOptions<T>,
) {
  const timeZone = useAgencyTimeZone();
  const fieldMessage = useFieldMessage(NO_SCREEN_TEXTS);
  const [draft, setDraft] = useState(initial);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [mapFor, setMapFor] = useState<PointMode | null>(null);
  useEffect(() => {
    void loadSearchIssues();
  }, []);

  const set = (next: Partial<T>) => {
    setDraft((d) => ({ ...d, ...next }));
    setIssues((found) => {
      const left = { ...found };
      for (const key of Object.keys(next)) delete left[key];
      return left;
    });
  };

  const error = (field: string & keyof T) => (issues[field] ? fieldMessage(issues[field], field) : undefined);

  /** Whether the search may be sent; if not, its issues show and the first field takes the focus. */
  const check = async (): Promise<boolean> => {
    const { searchIssues } = await loadSearchIssues();
    const found: Record<string, string> = {};
    for (const [field, code] of Object.entries(
      searchIssues(query(draft), { today, now: new Date(), timeZone }),
    ))
      found[fieldOf[field] ?? field] ??= code;
    setIssues(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    return first === undefined;
  };

  const pointOf = (place: Place): Point | null =>
    place.code === 'CUSTOM' ? { latitude: place.latitude, longitude: place.longitude } : null;

  /** The map dialog's props: for the field being chosen, its point; the point confirmed goes to it. */
  const dialog = {
    mode: mapFor,
    initial: mapFor ? pointOf(draft[mapFor]) : null,
    onCancel: () => setMapFor(null),
    onConfirm: (mode: PointMode, point: Point) => {
      set({ [mode]: { code: 'CUSTOM', ...point } } as Partial<T>);
      setMapFor(null);
    },
  };

  return { draft, set, error, check, openMap: setMapFor, dialog };
}

export type SearchForm<T extends { pickup: Place; dropoff: Place }> = ReturnType<typeof useSearchForm<T>>;
