/** What one thumbnail sync does (product spec §4: on the first cycle and every 10th). */
export interface ThumbnailSyncPlan {
  /** Changed or added on this device since the last agreement: sent to the server. */
  upload: string[];
  /** Changed or added elsewhere: fetched from the server. */
  download: string[];
  /** Removed on this device since the last agreement: removed from the server. */
  deleteOnServer: string[];
  /** Removed elsewhere: removed from this device. */
  removeLocally: string[];
  /** Both sides already hold the same picture: remembered as agreed. */
  agree: [foodkey: string, hash: string][];
  /** Neither side holds a picture any more: the agreement is forgotten. */
  forget: string[];
}

/**
 * Compares the thumbnails of this device (`local`: foodkey to SHA-256 of the data URL), of the
 * server (`server`) and the hashes both last agreed on (`agreed`). A side whose picture still
 * has the agreed hash did not change it, so the other side's change (a new picture, or its
 * removal) is taken; when both changed, this device's picture is sent (the other device takes
 * it at its next thumbnail sync). Keys come out sorted.
 */
export function planThumbnailSync(
  local: ReadonlyMap<string, string>,
  server: ReadonlyMap<string, string>,
  agreed: ReadonlyMap<string, string>,
): ThumbnailSyncPlan {
  const plan: ThumbnailSyncPlan = {
    upload: [],
    download: [],
    deleteOnServer: [],
    removeLocally: [],
    agree: [],
    forget: [],
  };
  const keys = [...new Set([...local.keys(), ...server.keys(), ...agreed.keys()])].sort();
  for (const key of keys) {
    const mine = local.get(key);
    const theirs = server.get(key);
    const before = agreed.get(key);
    if (mine !== undefined && mine === theirs) {
      if (before !== mine) plan.agree.push([key, mine]);
    } else if (mine === undefined && theirs === undefined) {
      plan.forget.push(key);
    } else if (theirs === undefined) {
      if (mine === before) plan.removeLocally.push(key);
      else plan.upload.push(key);
    } else if (mine === undefined) {
      if (theirs === before) plan.deleteOnServer.push(key);
      else plan.download.push(key);
    } else if (mine !== before) {
      plan.upload.push(key);
    } else {
      plan.download.push(key);
    }
  }
  return plan;
}
