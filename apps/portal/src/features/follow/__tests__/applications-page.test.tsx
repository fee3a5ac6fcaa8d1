import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ApplicationsPage from '../applications-page';
import { group, page, renderAt, stubFetch } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My applications', () => {
  it("lists each traveller's status in words and the staff's reason", async () => {
    const calls = stubFetch(() => ({ status: 200, body: page([group()]) }));
    renderAt('/applications', '/applications', <ApplicationsPage />);
    const card = (await screen.findByRole('heading', { name: 'Turkey tourist visa' })).closest('article')!;
    const travellers = within(card).getAllByRole('listitem');
    expect(travellers[0]?.textContent).toContain('Zainab Ali');
    expect(within(travellers[0]!).getByText('Changes requested').className).toBe('status Modified');
    expect(travellers[0]?.textContent).toContain('The passport scan is blurred; upload a sharper one.');
    expect(travellers[0]?.textContent).toContain('Tracking reference: K7QM4-XTR9H-CP2WD');
    expect(within(travellers[1]!).getByText('In process').className).toBe('status InProcess');
    expect(
      within(card)
        .getByRole('link', { name: /VD-G-2026-000007/ })
        .getAttribute('href'),
    ).toBe('/applications/VD-G-2026-000007');
    expect(calls[0]?.url).toBe('/api/applicant/groups?limit=10');
  });

  it('says so in Arabic when there is nothing yet, and points to the visa search', async () => {
    stubFetch(() => ({ status: 200, body: page([]) }));
    renderAt('/applications', '/applications', <ApplicationsPage />, 'ar');
    const link = await screen.findByRole('link', { name: 'ابحث عن تأشيرة' });
    expect(link.getAttribute('href')).toBe('/ar');
  });

  it('loads the next page after the cursor', async () => {
    const second = group({ id: '00000000-0000-4000-8000-0000000000d2', reference: 'VD-G-2026-000003' });
    const calls = stubFetch((call) => ({
      status: 200,
      body: call.url.includes('after=') ? page([second]) : page([group()], 'CURSOR'),
    }));
    renderAt('/applications', '/applications', <ApplicationsPage />);
    (await screen.findByRole('button', { name: 'Load more' })).click();
    await screen.findByRole('link', { name: /VD-G-2026-000003/ });
    expect(calls[1]?.url).toBe('/api/applicant/groups?limit=10&after=CURSOR');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
