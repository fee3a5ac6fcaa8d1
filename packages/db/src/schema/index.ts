export * from './admins';
export * from './login-guards';
export * from './refresh-tokens';
export * from './users';
