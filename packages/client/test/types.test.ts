import type { Staff, Visa } from '@visadesk/contract';
import { paths } from '@visadesk/contract/paths';
import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient } from '../src/api-client';

const api = createApiClient({
  tokens: { getAccessToken: () => undefined, getRefreshToken: () => undefined, setTokens: () => {} },
  refreshRoute: paths.auth.refreshAdminToken,
  onRenewalFailed: () => {},
  fetch: async () => new Response('{}'),
});

// Checked by tsc (npm run typecheck); the calls below never reach a server.
describe('the client types', () => {
  it("answers each endpoint's success schema", () => {
    expectTypeOf(api.call(paths.admins.me)).resolves.toEqualTypeOf<Staff>();
    expectTypeOf(api.call(paths.visas.one, { params: { id: 'x' } })).resolves.toEqualTypeOf<Visa>();
    expectTypeOf(api.call(paths.visas.remove, { params: { id: 'x' } })).resolves.toBeUndefined();
  });

  it('asks for the params, query and body the endpoint takes, and nothing else', () => {
    // @ts-expect-error the id is missing
    void api.call(paths.visas.one).catch(() => {});
    // @ts-expect-error a body of the wrong shape
    void api.call(paths.tickets.setStatus, { params: { id: 'x' }, body: { status: 'lost' } }).catch(() => {});
    // @ts-expect-error an upload endpoint is not called with JSON
    void api.call(paths.visas.uploadImage, { params: { id: 'x' }, body: {} }).catch(() => {});
    // @ts-expect-error a JSON endpoint takes no file
    void api.upload(paths.visas.update, { params: { id: 'x' }, file: new Blob() }).catch(() => {});
    // A bare cancel (no body) is fine: the schema takes none.
    void api.call(paths.applicant.cancel, { params: { id: 'x' } }).catch(() => {});
  });
});
