// Venue files: a whole venue in one zip (records of every kind, pictures, a format version),
// written for export and read whole before an import. Imported through
// '@larder/domain/venue-file', so that an app loads it (and its zip library) only when used.
export { bytesDataUrl, dataUrlBytes } from './data-url';
export {
  MAX_VENUE_FILE_ENTRY_BYTES,
  readVenueFile,
  type VenueFilePlan,
  type VenueFileProblem,
  type VenueFileRecord,
} from './read-venue-file';
export {
  IMAGES_FOLDER,
  IMAGES_MANIFEST_FILE,
  imageFileName,
  kindFileName,
  VENUE_FILE_FORMAT,
  VENUE_FILE_IMAGE_TYPES,
  VENUE_FILE_KINDS,
  VENUE_MANIFEST_FILE,
  venueFileKeyField,
  venueFileName,
  type ImageEntry,
  type VenueFileContent,
  type VenueFileCounts,
  type VenueFileImage,
  type VenueFileKind,
  type VenueManifest,
} from './venue-file-format';
export { writeVenueFile } from './write-venue-file';
