export * from './buckets';
export * from './hlc';
export * from './sync-wire';
export * from './version-order';
export * from './parse-sync-record';
