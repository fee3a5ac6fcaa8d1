import { paths } from '@visadesk/contract/paths';
import { describe, expect, it } from 'vitest';
import { buildUrl } from '../src/url';
import { authOf, clientOn, json } from './fake-api';

describe('buildUrl', () => {
  it("puts each param, encoded, in its place of the route's path", () => {
    expect(buildUrl(paths.requests.removeDocument, { id: 'a b', documentId: 'ü/1' })).toBe(
      '/api/requests/remove-document/a%20b/%C3%BC%2F1',
    );
    expect(buildUrl(paths.applicant.group, { reference: 'VD-2026-000001' })).toBe(
      '/api/applicant/groups/VD-2026-000001',
    );
  });

  it('leaves undefined query values out and joins a list with commas', () => {
    expect(
      buildUrl(paths.requests.list, {}, { page: 2, search: undefined, status: 'Paid', seen: false }),
    ).toBe('/api/requests/list?page=2&status=Paid&seen=false');
    expect(buildUrl(paths.events.setSeenMany, undefined, { ids: ['a', 'b'], seen: 'true' })).toBe(
      '/api/events/toggle-seen-many?ids=a%2Cb&seen=true',
    );
  });

  it('refuses to build a path with a param missing', () => {
    expect(() => buildUrl(paths.visas.one, {})).toThrow('needs the param id');
  });
});

describe('a call', () => {
  it("sends the route's method, JSON body and bearer token, and answers the parsed body", async () => {
    const t = clientOn(async () => json(200, { id: 'x' }));
    const id = '00000000-0000-4000-8000-000000000001';
    await expect(
      t.api.call(paths.visas.update, { params: { id }, body: { isActive: false } }),
    ).resolves.toEqual({
      id: 'x',
    });
    const [url, init] = t.fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/visa/${id}`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ isActive: false });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(authOf(init)).toBe('Bearer old-access');
  });

  it('adds the headers it is given (an Idempotency-Key) and answers undefined for a 204', async () => {
    const t = clientOn(async () => new Response(null, { status: 204 }));
    await expect(
      t.api.call(paths.auth.logout, { body: { refreshToken: 'r' }, headers: { 'Idempotency-Key': 'k-1' } }),
    ).resolves.toBeUndefined();
    expect(new Headers(t.fetchMock.mock.calls[0]![1]?.headers).get('idempotency-key')).toBe('k-1');
  });
});
