import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenSigner } from '../src/lib/security/tokens';

const SECRET = 'token-cache-secret-token-cache-secret-0123';

describe('verified access tokens are remembered only while they are valid', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a repeated token from memory, and a tampered or foreign one is still refused', async () => {
    const signer = new TokenSigner(SECRET, 60);
    const token = await signer.signAccess({ sub: 'a1', typ: 'admin', perms: ['edit-admins'] });
    const first = await signer.verifyAccess(token);
    expect(first).toMatchObject({ sub: 'a1', typ: 'admin', perms: ['edit-admins'] });
    expect(await signer.verifyAccess(token)).toEqual(first);
    const [head, body, signature] = token.split('.');
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect(await signer.verifyAccess(`${head}.${body}.${flipped}`)).toBeNull();
    const other = new TokenSigner('another-secret-another-secret-another-0123', 60);
    expect(await other.verifyAccess(token)).toBeNull();
  });

  it('forgets a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const signer = new TokenSigner(SECRET, 60);
    const token = await signer.signAccess({ sub: 'u1', typ: 'user', perms: [] });
    expect(await signer.verifyAccess(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'));
    expect(await signer.verifyAccess(token)).toBeNull();
  });

  it('hands out claims nobody can change for the next request', async () => {
    const signer = new TokenSigner(SECRET, 60);
    const token = await signer.signAccess({ sub: 'a2', typ: 'admin', perms: ['view-finance'] });
    await signer.verifyAccess(token);
    const cached = await signer.verifyAccess(token);
    expect(Object.isFrozen(cached)).toBe(true);
    expect(() => cached!.perms.push('edit-admins')).toThrow();
    expect((await signer.verifyAccess(token))!.perms).toEqual(['view-finance']);
  });
});
