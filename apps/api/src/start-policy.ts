import { passwordWeaknesses } from './lib/security/password-strength';

/** The settings that decide how a start behaves: a demo, or production. */
interface StartSettings {
  NODE_ENV: 'development' | 'production' | 'test';
  ADMIN_EMAIL?: string | undefined;
  ADMIN_PASSWORD?: string | undefined;
  SEED_DEMO_DATA?: boolean | undefined;
  HOST?: string | undefined;
}

/**
 * What a production start refuses (docs/decisions/0013): demo data, and a first-admin password
 * that is weak, published or given without its email. A missing admin is checked against the
 * database at start (seed/first-admin.ts), because only then is it known whether one is needed.
 */
export function startPolicyProblems(env: StartSettings): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL, ADMIN_PASSWORD: set both to create the first admin, or neither');
  }
  if (env.SEED_DEMO_DATA) {
    problems.push(
      'SEED_DEMO_DATA: demo data (and its published admin password) is never seeded in production',
    );
  }
  if (env.ADMIN_PASSWORD !== undefined) {
    const weak = passwordWeaknesses(env.ADMIN_PASSWORD, env.ADMIN_EMAIL);
    if (weak.length > 0) problems.push(`ADMIN_PASSWORD: ${weak.join('; ')}`);
  }
  return problems;
}

/** A demo listens on this machine only; production on every interface (behind its proxy). */
export const defaultHost = (env: StartSettings) =>
  env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');

/** Demo data goes into an empty database unless turned off; never in production. */
export const seedsDemoData = (env: StartSettings) =>
  env.NODE_ENV !== 'production' && (env.SEED_DEMO_DATA ?? true);
