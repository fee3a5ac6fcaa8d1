export * from './admins';
export * from './countries';
export * from './login-guards';
export * from './refresh-tokens';
export * from './users';
export * from './visa-requirements';
export * from './visas';
