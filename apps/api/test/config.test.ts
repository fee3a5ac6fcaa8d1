import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

// Data directories under the run's temporary folder (test/temp-root.ts): a demo configuration
// writes its generated secret there.
const dir = (name: string) => join(tmpdir(), name);

describe('configuration at boot', () => {
  it('names every bad variable at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ACCESS_TOKEN_TTL_SECONDS: '5',
        DATA_DIR: dir('vd'),
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

  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    return expect.unreachable('the configuration was accepted');
  };
  const subjects = (problems: string[]) => problems.map((p) => p.slice(0, p.indexOf(':')));

  it('names an invalid variable and the production rules it breaks in one report', () => {
    // Before, PORT alone was reported, and JWT_SECRET and PAYMENT_SANDBOX only after fixing it.
    const problems = problemsOf({ PORT: 'abc', NODE_ENV: 'production', DATA_DIR: '/nonexistent/vd' });
    expect(subjects(problems)).toEqual(['PORT', 'JWT_SECRET', 'PAYMENT_SANDBOX']);
    expect(
      subjects(
        problemsOf({
          NODE_ENV: 'production',
          TRUST_PROXY: 'true',
          SEED_DEMO_DATA: 'true',
          ADMIN_EMAIL: 'director@agency.example',
          CAPTCHA_DIFFICULTY: '10',
          DATA_DIR: '/nonexistent/vd',
        }),
      ),
    ).toEqual([
      'TRUST_PROXY',
      'JWT_SECRET',
      'CAPTCHA_DIFFICULTY',
      'PAYMENT_SANDBOX',
      'ADMIN_EMAIL, ADMIN_PASSWORD',
      'SEED_DEMO_DATA',
    ]);
  });

  it('reports an invalid variable once, not again as missing from a rule that needs it', () => {
    const zainCash = { ZAINCASH_MERCHANT_ID: 'm1', ZAINCASH_MSISDN: '9647800000000' };
    const qiCard = {
      QICARD_USERNAME: 'u',
      QICARD_PASSWORD: 'p',
      QICARD_TERMINAL_ID: 't',
      QICARD_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----',
    };
    const problems = problemsOf({
      NODE_ENV: 'production',
      DATA_DIR: '/nonexistent/vd',
      JWT_SECRET: 'short',
      ZAINCASH_SECRET: 'short',
      ADMIN_EMAIL: 'director@agency.example',
      ADMIN_PASSWORD: 'tiny',
      ...zainCash,
      ...qiCard,
    });
    // Not "JWT_SECRET: required", "ZAINCASH_*: set together", "PAYMENT_SANDBOX: no credentials"
    // or the password-strength rules on top of each variable's own problem.
    expect(subjects(problems)).toEqual(['JWT_SECRET', 'ADMIN_PASSWORD', 'ZAINCASH_SECRET']);
    // An unknown NODE_ENV is named; no production rule is guessed on top of it.
    expect(subjects(problemsOf({ NODE_ENV: 'prod', PORT: '0', DATA_DIR: '/nonexistent/vd' }))).toEqual([
      'NODE_ENV',
      'PORT',
    ]);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir('vd') })).toThrow(/JWT_SECRET/);
  });

  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dir('vd-defaults'), JWT_SECRET: 'x'.repeat(40) });
    expect(config).toMatchObject({
      PORT: 3000,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_DAYS: 30,
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: true,
      CAPTCHA_AFTER_FAILURES: 3,
    });
  });
});

describe('TRUST_PROXY', () => {
  const load = (TRUST_PROXY?: string) =>
    loadConfig({
      DATA_DIR: dir('vd-proxy'),
      JWT_SECRET: 'x'.repeat(40),
      ...(TRUST_PROXY ? { TRUST_PROXY } : {}),
    });

  it('trusts no proxy by default', () => {
    expect(load().TRUST_PROXY).toBe(false);
    expect(load('false').TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or proxy addresses and CIDRs', () => {
    expect(load('1').TRUST_PROXY).toBe(1);
    expect(load('2').TRUST_PROXY).toBe(2);
    expect(load('127.0.0.1, 10.0.0.0/8,::1').TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('refuses true, which would let any client choose its own address', () => {
    expect(() => load('true')).toThrow(/TRUST_PROXY: true is refused: trusting every hop lets any client/);
  });

  it.each(['banana', '10.0.0.0/33', '10.0.0.1,', '300.1.1.1', '10.0.0.0/x', 'fe80::1%eth0', '10.0.0.0/8/8'])(
    'refuses the malformed %s, naming it',
    (value) => {
      expect(() => load(value)).toThrow(/TRUST_PROXY: must be false, a hop count, or proxy addresses/);
    },
  );

  it.each([
    '0.0.0.0/0',
    '0.0.0.0/1,128.0.0.0/1,::/1,8000::/1',
    '10.0.0.0/7',
    '::/0',
    '2001:db8::/31',
    '::ffff:0.0.0.0/96',
    '::ffff:10.0.0.0/103',
  ])('refuses %s, which trusts far more than a proxy subnet', (value) => {
    expect(() => load(value)).toThrow(/TRUST_PROXY: too wide for a proxy's subnet/);
  });

  it('takes the narrowest allowed ranges: /8 for IPv4, /32 for IPv6, /104 for mapped IPv4', () => {
    expect(load('10.0.0.0/8,2001:db8::/32,::ffff:10.0.0.0/104').TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '::ffff:10.0.0.0/104',
    ]);
  });

  const slash8s = (count: number) => Array.from({ length: count }, (_, i) => `${i}.0.0.0/8`).join(',');
  const slash32s = (count: number) =>
    Array.from({ length: count }, (_, i) => `2001:${(0xdb8 + i).toString(16)}::/32`).join(',');

  it.each([
    ['256 /8s, every IPv4 address', slash8s(256)],
    ['five /8s', slash8s(5)],
    ['four /8s and one more address', `${slash8s(4)},200.0.0.1`],
    ['four /8s and a mapped /104 elsewhere', `${slash8s(4)},::ffff:99.0.0.0/104`],
    ['five IPv6 /32s', slash32s(5)],
    ['256 IPv6 /32s', slash32s(256)],
  ])('refuses %s: too much address space together, though each range passes', (_, value) => {
    expect(() => load(value)).toThrow(/TRUST_PROXY: too wide together/);
  });

  it('takes up to four of the widest ranges together, counting overlaps and named ranges once', () => {
    expect(load(slash8s(4)).TRUST_PROXY).toHaveLength(4);
    expect(load(slash32s(4)).TRUST_PROXY).toHaveLength(4);
    // Every private range, loopback, the named ones and a nested subnet: a real proxy list.
    const everyPrivate =
      '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,127.0.0.0/8,10.1.0.0/16,::ffff:10.0.0.0/104';
    expect(load(`${everyPrivate},loopback,linklocal,uniquelocal,::1`).TRUST_PROXY).toHaveLength(10);
    // The same /8 four times over, written in both families, is one /8.
    expect(
      load('10.0.0.0/8,10.0.0.0/8,::ffff:10.0.0.0/104,10.0.0.0/8,11.0.0.0/8,12.0.0.0/8,13.0.0.0/8')
        .TRUST_PROXY,
    ).toHaveLength(7);
  });

  it('names each refused entry, listed with the other bad variables', () => {
    try {
      load('10.0.0.1,0.0.0.0/1,banana,128.0.0.0/1');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('"banana"');
      expect(problems).toContain('"0.0.0.0/1", "128.0.0.0/1"');
      expect(problems).not.toContain('"10.0.0.1"');
    }
    try {
      loadConfig({ DATA_DIR: dir('vd-proxy'), PORT: 'eighty', TRUST_PROXY: '0.0.0.0/0' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems.some((p) => p.startsWith('PORT'))).toBe(true);
      expect(problems.some((p) => p.startsWith('TRUST_PROXY') && p.includes('"0.0.0.0/0"'))).toBe(true);
    }
  });
});

describe('CAPTCHA_DIFFICULTY', () => {
  it('defaults to a browser-sized proof of work and refuses a toy one in production', () => {
    expect(loadConfig({ DATA_DIR: dir('vd-pow'), JWT_SECRET: 'x'.repeat(40) }).CAPTCHA_DIFFICULTY).toBe(1000);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dir('vd-pow'),
        JWT_SECRET: 'x'.repeat(40),
        CAPTCHA_DIFFICULTY: '10',
      }),
    ).toThrow(/CAPTCHA_DIFFICULTY/);
  });
});

describe('a production start', () => {
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: dir('vd-prod'),
    JWT_SECRET: 'p'.repeat(40),
    PAYMENT_SANDBOX: 'true',
    PAYMENT_SANDBOX_ACKNOWLEDGE: 'applicants-can-mark-paid-without-paying',
  };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig({ ...production, ...env });
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('listens on every interface and seeds nothing by default, unlike the demo', () => {
    expect(loadConfig(production)).toMatchObject({ HOST: '0.0.0.0', SEED_DEMO_DATA: false });
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
    expect(loadConfig({ DATA_DIR: dir('vd-demo'), HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses demo data', () => {
    expect(problems({ SEED_DEMO_DATA: 'true' }).join()).toMatch(/SEED_DEMO_DATA/);
    expect(problems({ SEED_DEMO_DATA: 'false' })).toEqual([]);
  });

  it('refuses a weak, published or lone first-admin password', () => {
    const email = 'director@agency.example';
    for (const weak of [
      'Short#1a',
      'alllowercaseletters',
      'Admin#12345',
      'xAdmin#12345x!',
      'Director#2026xx',
    ]) {
      expect(problems({ ADMIN_EMAIL: email, ADMIN_PASSWORD: weak }).join(), weak).toMatch(/ADMIN_PASSWORD/);
    }
    expect(problems({ ADMIN_PASSWORD: 'Tigris&Euphrates-1920' }).join()).toMatch(/set both/);
    expect(problems({ ADMIN_EMAIL: email })).not.toEqual([]);
    expect(problems({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Tigris&Euphrates-1920' })).toEqual([]);
  });

  it('refuses the payment sandbox unless PAYMENT_SANDBOX=true says it is on purpose', () => {
    expect(problems({ PAYMENT_SANDBOX: 'auto' }).join()).toMatch(/PAYMENT_SANDBOX/);
    expect(problems({ PAYMENT_SANDBOX: 'true' })).toEqual([]);
    // PAYMENT_SANDBOX=true alone is not enough: one left-over setting must not let applicants
    // mark requests Paid; the acknowledgement phrase has to be there too, exactly.
    expect(problems({ PAYMENT_SANDBOX: 'true', PAYMENT_SANDBOX_ACKNOWLEDGE: '' }).join()).toMatch(
      /^PAYMENT_SANDBOX_ACKNOWLEDGE: .*PAYMENT_SANDBOX_ACKNOWLEDGE=applicants-can-mark-paid-without-paying/,
    );
    expect(problems({ PAYMENT_SANDBOX: 'true', PAYMENT_SANDBOX_ACKNOWLEDGE: 'yes' })).not.toEqual([]);
    // An explicit false is a choice too: providers without credentials are simply off.
    expect(problems({ PAYMENT_SANDBOX: 'false' })).toEqual([]);
  });
});
