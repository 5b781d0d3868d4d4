export * from './drive-backoff';
export * from './drive-status';
export * from './graph-error';
export * from './mirror-manifest';
export * from './mirror-names';
