import { useDebouncedValue } from '@mantine/hooks';
import type { FoodHit } from '@larder/data';
import { useEffect, useState } from 'react';
import { nutritionService } from './nutrition-service';

/** Results of a search that finished (for the query it answered). */
interface Answer {
  query: string;
  hits: FoodHit[];
  error: string | null;
}

/** Search the bundled USDA database as the user types (debounced; runs in the worker). */
export function useFoodSearch(
  query: string,
  limit = 20,
): {
  hits: FoodHit[];
  searching: boolean;
  error: string | null;
} {
  const [debounced] = useDebouncedValue(query.trim(), 150);
  const [answer, setAnswer] = useState<Answer>({ query: '', hits: [], error: null });
  useEffect(() => {
    if (!debounced) return;
    let live = true;
    nutritionService()
      .search(debounced, limit)
      .then(
        (hits) => live && setAnswer({ query: debounced, hits, error: null }),
        (e: unknown) =>
          live &&
          setAnswer({
            query: debounced,
            hits: [],
            error: e instanceof Error ? e.message : String(e),
          }),
      );
    return () => {
      live = false;
    };
  }, [debounced, limit]);
  const current = query.trim() !== '' && answer.query === debounced;
  return {
    hits: current ? answer.hits : [],
    searching: query.trim() !== '' && !current,
    error: current ? answer.error : null,
  };
}
