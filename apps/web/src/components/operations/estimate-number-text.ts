/**
 * What an estimate is called (operations-model §6 "numbered per venue"): 'Estimate 7' once the
 * server has numbered it, 'Draft (not yet synced)' before (a device never numbers one).
 */
export const estimateNumberText = (number: number | null | undefined): string =>
  typeof number === 'number' ? `Estimate ${number}` : 'Draft (not yet synced)';
