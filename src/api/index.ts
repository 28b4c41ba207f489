// Typed calls to the platform API, one file per area (spec runtime.md and widgets.md section 7).
export * from './constants';
export type { CallOptions } from './call-options';
export * from './auth';
export * from './census';
export * from './events';
export * from './forms';
export * from './fullstory';
export * from './google-maps';
export * from './multilingual';
export * from './performance';
export * from './site-header-footer';
export * from './site-users';
export * from './widgets';
export * from './comments';
export * from './search';
export * from './calendar';
