import type { PublicCertificate } from '@exceed/contract';
import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CertificatePage from './certificate-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const certificate: PublicCertificate = {
  code: 'ABCDEF234567',
  holderName: 'Ada Lovelace',
  workshopTitle: 'Prompt engineering',
  coachName: 'Grace Hopper',
  // Evening sessions in California: 3 to 17 March there, 4 to 18 March in UTC.
  startDate: '2026-03-04T03:00:00.000Z',
  endDate: '2026-03-18T05:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  minutes: 450,
  sessionsAttended: 3,
  sessionCount: 4,
  issuedAt: '2026-03-17T12:00:00.000Z',
  jws: 'eyJhbGciOiJFUzI1NiJ9.eyJjb2RlIjoiQUJDREVGMjM0NTY3In0.c2lnbmF0dXJl',
  kid: 'key-one',
};

/** The page of `path`, and where the router is once it settled. */
function renderPage(path: string) {
  const router = createMemoryRouter([{ path: '/certificates/:code', element: <CertificatePage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the certificate page', () => {
  it('shows what the certificate certifies, its key and its JWS with how to check it', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: certificate });
    renderPage('/certificates/ABCDEF234567');

    expect(screen.getByRole('heading', { level: 1, name: 'Certificate of attendance' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Ada Lovelace' });
    const facts = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Workshop: 'Prompt engineering',
      Coach: 'Grace Hopper',
      Dates: '3 March 2026 – 17 March 2026',
      Hours: '7.5 hours',
      'Sessions attended': '3 of 4',
      Issued: '17 March 2026',
      'Verification code': 'ABCD-EF23-4567',
    });
    expect(within(card).getByText(/Signed by Exceed \(key/).textContent).toContain('key-one');
    expect(within(card).getByText(certificate.jws)).toBeTruthy();
    expect(within(card).getByRole('link', { name: '/.well-known/jwks.json' }).getAttribute('href')).toBe(
      '/.well-known/jwks.json',
    );
    expect(get.mock.calls[0]?.[0]).toBe('/certificates/ABCDEF234567');
  });

  it('writes a code typed in lower case and in groups plainly', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: certificate });
    const router = renderPage('/certificates/abcd-ef23-4567');

    expect(await screen.findByRole('region', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/certificates/ABCDEF234567');
  });

  it('says so when no certificate has the code', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'Not found.'));
    renderPage('/certificates/ZZZZZZZZZZZZ');

    expect(await screen.findByText('No certificate has this code.')).toBeTruthy();
  });
});
