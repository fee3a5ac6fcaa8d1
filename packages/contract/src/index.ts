export * from './app-routes';
export * from './auth';
export * from './common';
export * from './enums';
export * from './errors';
export * from './request-status';
