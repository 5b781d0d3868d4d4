export * from './contact-email';
export * from './order-mail';
export * from './restricted';
export * from './user-setting';
export * from './venue-save';
export * from './public-pages';
export * from './api-answers';
export * from './api-error';
