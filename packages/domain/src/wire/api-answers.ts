/**
 * Shapes of the server's answers (product spec §7), shared by the server that sends them and
 * the web app that reads them.
 */

/** The user settings kept with the synced user (product spec §3, costing-model §1). */
export interface UserSettings {
  currency?: string;
  metricOnly?: boolean;
  uwpSynced?: boolean;
  nutritionLabelFormat?: string;
  cupML?: number;
  tbspML?: number;
  tspML?: number;
  flozML?: number;
  ozG?: number;
  gallonML?: number;
  peckML?: number;
  bushelML?: number;
  /** The account's address (the local account, or a verified token), for reset codes. */
  email?: string;
  name?: string;
}

/** A venue as the synced user lists it. */
export interface UserVenueSummary {
  id: string;
  venue_name: string;
  deleted: boolean;
  source?: string;
}

/** The synced user (get synced user). The restricted code itself never leaves the server. */
export interface SyncedUser extends UserSettings {
  id: string;
  venues: UserVenueSummary[];
  currency: string;
  metricOnly: boolean;
  uwpSynced: boolean;
  /** True when a restricted code is set (restricted mode may be turned on). */
  restricted: boolean;
  /**
   * Venues the user's subscription (while it covers today) and redeemed licence packs make
   * Pro (product spec §4): a venue is Pro when its position among the non-deleted venues is
   * below it.
   */
  allowedVenueCount: number;
}

/** Get count: the count and the server time in ms, for the browser's clock offset. */
export interface ServerCount {
  count: number;
  timestamp: number;
}

export interface VenueProfileFields {
  address?: string;
  phone?: string;
  email?: string;
  website?: string;
  cuisine?: string;
}

export interface ProfileRecord extends VenueProfileFields {
  skey: 'PROFILE';
  venue_name?: string;
  timestamp?: number;
}

export type StorageArea = string | { name?: string; [key: string]: unknown };

export interface VenueSettings {
  PROFILE?: ProfileRecord;
  IC?: { skey: 'IC'; categories?: string[]; timestamp?: number };
  RC?: { skey: 'RC'; categories?: string[]; timestamp?: number };
  SA?: { skey: 'SA'; areas?: StorageArea[]; timestamp?: number };
}

/** Venue data fetch. */
export interface VenueData {
  venue: { id: string; venue_name: string };
  settings: VenueSettings;
}

/** Save venue. */
export interface VenueSaveResult {
  user: SyncedUser;
  venue: UserVenueSummary | undefined;
}

/**
 * The cloud-drive mirror as GET /api/auth-config tells it: where Graph is and what a drive
 * token asks for, or why the mirror is off (embedded: the embedded sign-in has no drive;
 * off: DRIVE_MIRROR=off; issuer: an external issuer that is not Microsoft's).
 */
export type DriveAuthConfig =
  | { provider: 'onedrive'; graphUrl: string; scope: string; resource: string }
  | { provider: null; reason: 'embedded' | 'off' | 'issuer' };

/** GET /api/auth-config (no token): where the browser signs in. */
export interface AuthConfig {
  kind: 'embedded' | 'external';
  authority: string;
  clientId: string;
  scope: string;
  audience: string;
  /** Absent from a server older than the mirror: read as off. */
  drive?: DriveAuthConfig;
}
