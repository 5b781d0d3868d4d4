/** Shapes of the server's answers (spec section 7; apps/server routes). */

export interface UserVenue {
  id: string;
  venue_name: string;
  deleted: boolean;
  source?: string;
}

/** The synced user (GET /api/user). */
export interface SyncedUser {
  id: string;
  venues: UserVenue[];
  currency: string;
  metricOnly: boolean;
  uwpSynced: boolean;
  /** True when a restricted code is set (restricted mode may be turned on). */
  restricted: boolean;
  nutritionLabelFormat?: string;
  cupML?: number;
  tbspML?: number;
  tspML?: number;
  flozML?: number;
  ozG?: number;
  gallonML?: number;
  peckML?: number;
  bushelML?: number;
  email?: string;
  name?: string;
}

export interface ServerCount {
  count: number;
  /** Server time in ms since the epoch. */
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

/** GET /api/venues/{id}. */
export interface VenueData {
  venue: { id: string; venue_name: string };
  settings: VenueSettings;
}

export interface VenueSaveInput {
  id?: string;
  venue_name: string;
  PROFILE?: VenueProfileFields;
}

export interface VenueSaveResult {
  user: SyncedUser;
  venue: UserVenue | undefined;
}

export type UserSetting =
  | { currency: string }
  | { metricOnly: boolean }
  | { nutritionLabelFormat: string }
  | {
      cupML?: number;
      tbspML?: number;
      tspML?: number;
      flozML?: number;
      ozG?: number;
      gallonML?: number;
      peckML?: number;
      bushelML?: number;
    };

export interface EmailObject {
  name: string;
  email: string;
  subject?: string;
  message: string;
}

/** GET /api/auth-config (no token). */
export interface AuthConfig {
  kind: 'embedded' | 'external';
  authority: string;
  clientId: string;
  scope: string;
  audience: string;
}
