import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/log-redaction';
import { buildTestApp } from './helpers';

const lines: string[] = [];
const ctx = await buildTestApp(
  { LOG_LEVEL: 'info' },
  { logStream: { write: (line) => void lines.push(line) } },
);

describe('request logs', () => {
  it("never contain a payment provider's return token, while the path stays readable", async () => {
    const secret = 'eyJhbGciOiJIUzI1NiJ9.zaincash-return-secret.signature';
    await ctx.app.inject({ url: `/api/gateways/zain-cash/return?token=${secret}` });
    const logged = lines.join('\n');
    expect(logged).toContain('/api/gateways/zain-cash/return?token=[redacted]');
    expect(logged).not.toContain('zaincash-return-secret');
  });

  it('redacts code, refreshToken and password in any query, by name, case-insensitively', () => {
    expect(redactUrl('/api/x?code=123456&page=2&refreshToken=abc&PASSWORD=hunter2&Token=t')).toBe(
      '/api/x?code=[redacted]&page=2&refreshToken=[redacted]&PASSWORD=[redacted]&Token=[redacted]',
    );
    expect(redactUrl('/api/requests/list?search=token&page=1')).toBe(
      '/api/requests/list?search=token&page=1',
    );
    expect(redactUrl('/api/x?%74oken=secret')).toBe('/api/x?%74oken=[redacted]');
  });
});
