import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from './http-mocks';
import { renderRoute } from './render-route';
import { buildProfile, signInAs } from './reset-stores';
import { apiRoutes, on } from './reviews-fixtures';

describe('account page: price alerts', () => {
  it('shows the choices, turns alerts off and locks the kinds while off', async () => {
    signInAs(buildProfile());
    const user = userEvent.setup();
    let saved = { promotions: true, priceDrops: true, delivery: 'instant' };
    const api = apiRoutes(
      on('GET', '/api/users/my', () => jsonResponse(200, buildProfile())),
      on('GET', '/api/users/my/notifications', () =>
        jsonResponse(200, { replies: true, newReviews: true, moderation: true }),
      ),
      on('GET', '/api/users/my/alerts', () => jsonResponse(200, saved)),
      on('PATCH', '/api/users/my/alerts', (call) => {
        saved = { ...saved, ...(call.body as object) };
        return jsonResponse(200, saved);
      }),
    );
    mockFetch(api.handler);
    renderRoute('/my-profile');
    const card = await screen.findByRole('region', { name: 'Price alerts' }, { timeout: 5000 });
    const instant = await within(card).findByRole('radio', { name: 'As it happens' }, { timeout: 5000 });
    expect(instant).toBeChecked();
    const promotions = within(card).getByRole('switch', { name: 'A creator I follow starts a promotion' });
    expect(promotions).toBeEnabled();

    await user.click(within(card).getByRole('radio', { name: 'Off' }));
    await waitFor(() => expect(within(card).getByRole('radio', { name: 'Off' })).toBeChecked());
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ delivery: 'off' });
    expect(promotions).toBeDisabled();
  });
});
