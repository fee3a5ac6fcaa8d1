import { describe, expect, it } from 'vitest';
import { toTransactionQuery } from '../table-config';

describe('toTransactionQuery', () => {
  it('sends the search box as the reference filter, never as `search`', () => {
    expect(
      toTransactionQuery({ page: 1, limit: 10, sort: '-createdAt', search: ' VD-G-2026-000001 ' }),
    ).toEqual({
      page: 1,
      limit: 10,
      sort: '-createdAt',
      reference: 'VD-G-2026-000001',
    });
  });

  it('leaves out a reference too short for the API (a 400 otherwise)', () => {
    expect(toTransactionQuery({ page: 1, search: 'VD' })).toEqual({ page: 1, reference: undefined });
    expect(toTransactionQuery({ page: 1 })).toEqual({ page: 1, reference: undefined });
  });

  it('passes the filters through as the API names them', () => {
    expect(
      toTransactionQuery({ gateway: 'cash', status: 'succeeded', from: '2026-01-01', minAmount: '1000' }),
    ).toMatchObject({ gateway: 'cash', status: 'succeeded', from: '2026-01-01', minAmount: '1000' });
  });
});
