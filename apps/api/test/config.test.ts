import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration at boot', () => {
  it('names every bad variable at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ACCESS_TOKEN_TTL_SECONDS: '5',
        DATA_DIR: '/tmp/vd',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('ACCESS_TOKEN_TTL_SECONDS');
    }
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/vd' })).toThrow(/JWT_SECRET/);
  });

  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/vd-defaults', JWT_SECRET: 'x'.repeat(40) });
    expect(config).toMatchObject({
      PORT: 3000,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_DAYS: 30,
      ADMIN_PASSWORD: 'Admin#12345',
      CAPTCHA_AFTER_FAILURES: 3,
    });
  });
});
