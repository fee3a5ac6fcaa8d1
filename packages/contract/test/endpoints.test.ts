import { describe, expect, it } from 'vitest';
import { endpoints, paths, routeKey } from '../src/endpoints';

describe('the endpoint table', () => {
  it('has one endpoint with schemas for each route of the paths module, at the same method and path', () => {
    const routes = Object.entries(paths).flatMap(([area, list]) =>
      Object.entries(list).map(([name, route]) => `${area}.${name} ${routeKey(route)}`),
    );
    const declared = Object.entries(endpoints).flatMap(([area, list]) =>
      Object.entries(list).map(([name, endpoint]) => `${area}.${name} ${routeKey(endpoint)}`),
    );
    expect(declared).toEqual(routes);
  });

  it('marks multipart uploads apart from JSON bodies', () => {
    expect(endpoints.visas.uploadImage.body).toEqual({ multipart: true, field: 'file' });
    expect(endpoints.visas.create.body.safeParse({}).success).toBe(false);
  });

  it('calls an endpoint without auth an admin one, as the API does', () => {
    expect(endpoints.requests.list.auth).toBe('admin');
    expect(endpoints.auth.loginAdmin.auth).toBe('public');
  });
});
