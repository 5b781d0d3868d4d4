import { httpSyncApi, syncVenue, VenueSession } from '@larder/data';

/** Runs in Chromium: the first sync of a venue into an empty browser store, timed. */
(window as unknown as Record<string, unknown>).firstSync = async (config: {
  token: string;
  userId: string;
  venueId: string;
}) => {
  const session = new VenueSession();
  const start = performance.now();
  const store = await session.open({
    userId: config.userId,
    venueId: config.venueId,
    newClientId: () => 'bench-browser',
    now: () => Date.now(),
  });
  const api = httpSyncApi({ baseUrl: location.origin, token: async () => config.token });
  const report = await syncVenue(store, api, { venueId: config.venueId });
  const ms = performance.now() - start;
  const stored = await store.db.master.count();
  await session.close();
  return { ms, pulled: report.pulled, pushed: report.pushed, stored };
};
