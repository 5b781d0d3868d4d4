export * from './plans';
export * from './allowed-venues';
export * from './trial-limit';
export * from './billing-wire';
