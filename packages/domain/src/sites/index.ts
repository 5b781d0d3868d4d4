// Venue websites: site tags, publish settings, the public page's model (product spec §1, §3, §5, §7).
export * from './site-tag';
export * from './site-links';
export * from './site-palette';
export * from './site-settings';
export * from './site-model';
export * from './site-filter';
export * from './site-wire';
