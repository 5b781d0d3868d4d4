/** Shapes of the server's answers (product spec §7), from the domain's wire module. */
export type {
  AuthConfig,
  ContactEmail as EmailObject,
  UserSettingInput as UserSetting,
  VenueSaveInput,
  ProfileRecord,
  ServerCount,
  StorageArea,
  SyncedUser,
  UserVenueSummary as UserVenue,
  VenueData,
  VenueProfileFields,
  VenueSaveResult,
  VenueSettings,
} from '@larder/domain';
