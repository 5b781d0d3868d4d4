// The sample venue ("Try the sample venue"): its data, version and records. Imported through
// '@larder/domain/sample-venue', so that an app loads it only when a sample is made.
export {
  sampleVenueRecords,
  type SampleImage,
  type SampleRecord,
  type SampleRecordKind,
  type SampleVenue,
  type SampleVenueOptions,
} from './sample-venue-records';
export { SAMPLE_PROFILE, SAMPLE_VENUE_NAME, SAMPLE_VENUE_VERSION } from './sample-venue-v1';
