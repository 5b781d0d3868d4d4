export { DriveError } from './drive-error';
export {
  createGraphDrive,
  type DriveItem,
  type DriveQuota,
  type GraphDrive,
  type GraphDriveOptions,
  type UploadOptions,
} from './graph-drive';
export {
  createVenueMirror,
  MIRROR_RECHECK_MS,
  mirrorVenue,
  type MirrorOptions,
  type MirrorReport,
} from './mirror-venue';
export {
  listMirroredVenues,
  MirrorReadError,
  readMirror,
  type MirrorContents,
  type MirroredRecord,
  type MirrorProblem,
} from './read-mirror';
export { restoreMirrorInto, type RestoreReport } from './restore-mirror';
