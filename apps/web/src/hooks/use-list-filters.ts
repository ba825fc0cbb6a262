/**
 * A console list's filters as typed and as asked: the fields show what is typed, the server is asked once typing
 * pauses, with values trimmed and empty ones left out; a `from`–`to` range ending before it starts is flagged so
 * the list can hold its last page instead of asking (the server would refuse it).
 */
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Typing in a text filter asks the server once the typing pauses. */
export const TYPING_PAUSE_MS = 400;

/** Trimmed values; an empty field is no filter. */
export const cleanedFilters = <F extends object>(filters: F): F =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])
      .filter(([, value]) => value),
  ) as F;

export function useListFilters<F extends { from?: string; to?: string }>(initial = {} as F) {
  const [typed, setTyped] = useState<F>(initial);
  const [debounced] = useDebouncedValue(typed, TYPING_PAUSE_MS);
  // YYYY-MM-DD strings compare in calendar order.
  const rangeInvalid = Boolean(typed.from && typed.to && typed.from > typed.to);
  return { typed, setTyped, filters: cleanedFilters(debounced), rangeInvalid };
}
