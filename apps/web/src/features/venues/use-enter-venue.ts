import { useCallback } from 'react';
import { takePreviousRoute } from '../../auth/after-sign-in';
import { useSignInNavigate } from '../../auth/use-sign-in-navigate';
import { loadVenue } from '../../state/venue';

/** Loads a venue, then opens the remembered route (else the dashboard). */
export function useEnterVenue() {
  const go = useSignInNavigate();
  return useCallback(
    async (venueId: string): Promise<boolean> => {
      if (!(await loadVenue(venueId))) return false;
      await go(takePreviousRoute());
      return true;
    },
    [go],
  );
}
