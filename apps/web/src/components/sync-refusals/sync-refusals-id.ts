/** The id of the dashboard's list of refused changes, for links to it ('/dash#sync-refusals'). */
export const SYNC_REFUSALS_ID = 'sync-refusals';
