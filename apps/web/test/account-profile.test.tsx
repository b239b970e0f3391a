import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/toaster/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfileStore } from '@/lib/profile-store';
import type { Profile } from '@/types/api';
import { buildCreatorFixture } from './fixtures';
import { apiError, jsonResponse, mockFetch, notFound } from './http-mocks';
import { formControls, openScreen } from './render-route';
import { buildProfile, signInAs } from './reset-stores';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const createObjectURL = vi.fn((_file: Blob) => 'blob:avatar-preview');
const revokeObjectURL = vi.fn();

// Whole routes load lazily and the forms type a lot: give a busy machine time.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

/** GET /users/my answers `profile`; PATCH /users/my answers `onPatch`. */
function mockAccountApi(profile: Profile, onPatch?: (body: FormData) => Response) {
  return mockFetch((url, init) => {
    if (url === '/api/users/my' && (init.method ?? 'GET') === 'GET') return jsonResponse(200, profile);
    if (url === '/api/users/my' && init.method === 'PATCH' && onPatch) return onPatch(init.body as FormData);
    return notFound();
  });
}

async function openAccount(profile = buildProfile()) {
  signInAs(profile);
  const view = await openScreen('/my-profile', 'Account');
  const card = within(screen.getByRole('region', { name: 'Profile' }));
  const { submit: save, ...fields } = formControls(
    card,
    { name: 'Name', email: 'Email', avatar: 'Avatar' },
    'Save changes',
  );
  return { ...view, card, ...fields, save };
}

describe('account page: profile settings', () => {
  it('shows the name, the read-only e-mail and validates the name on every change', async () => {
    const user = userEvent.setup();
    mockAccountApi(buildProfile());
    const { name, email, save } = await openAccount();
    expect(name).toHaveValue('Ada Fan');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(save).toBeDisabled();

    await user.clear(name);
    expect(name).toHaveAccessibleDescription('This field is required');
    await user.type(name, 'Al');
    expect(name).toHaveAccessibleDescription('Must be at least 3 characters');
    expect(save).toBeDisabled();
    await user.click(name);
    await user.paste('x'.repeat(49));
    expect(name).toHaveAccessibleDescription('Must be at most 50 characters');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    expect(name).not.toHaveAccessibleDescription();
    expect(save).toBeEnabled();
  });

  it('previews the first chosen image and refuses other files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockAccountApi(buildProfile());
    const { card, avatar, save } = await openAccount();

    await user.upload(avatar, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(avatar).toHaveAccessibleDescription('Must be an image file');
    expect(save).toBeDisabled();

    const first = new File(['png'], 'me.png', { type: 'image/png' });
    const second = new File(['png'], 'other.png', { type: 'image/png' });
    await user.upload(avatar, [first, second]);
    expect(createObjectURL).toHaveBeenCalledWith(first);
    expect(avatar).not.toHaveAccessibleDescription('Must be an image file');
    expect(card.getByText('Selected: me.png')).toBeInTheDocument();
    expect(document.querySelector('.avatar-field img')).toHaveAttribute('src', 'blob:avatar-preview');
    expect(save).toBeEnabled();

    await user.click(card.getByRole('button', { name: 'Undo' }));
    expect(card.queryByText('Selected: me.png')).not.toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('saves the name and avatar as multipart, updates the header and says so', async () => {
    const user = userEvent.setup();
    const updated = buildProfile({ name: 'Ada Lovelace', avatarUrl: '/uploads/avatars/1.webp' });
    let sent: FormData | undefined;
    mockAccountApi(buildProfile(), (body) => {
      sent = body;
      return jsonResponse(200, updated);
    });
    const { card, name, avatar, save } = await openAccount();
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(avatar, file);
    await user.click(save);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your profile has been successfully updated.'));
    expect(card.getByRole('status')).toHaveTextContent('Your profile has been successfully updated.');
    expect(sent?.get('name')).toBe('Ada Lovelace');
    expect((sent?.get('avatar') as File).name).toBe('me.png');
    expect(useProfileStore.getState().profile).toEqual(updated);
    expect(name).toHaveValue('Ada Lovelace');
    expect(save).toBeDisabled();
    expect((await screen.findByRole('button', { name: 'Open account menu' })).querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/avatars/1.webp',
    );
  });

  it('shows a server error on the avatar under the avatar field, without a toast', async () => {
    const user = userEvent.setup();
    mockAccountApi(buildProfile(), () => apiError(415, 'unsupported_media', 'Must be an image file', 'avatar'));
    const { avatar, save } = await openAccount();
    await user.upload(avatar, new File(['not really'], 'fake.png', { type: 'image/png' }));
    await user.click(save);
    await waitFor(() => expect(avatar).toHaveAccessibleDescription('Must be an image file'));
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('account page: creator card', () => {
  it("shows a creator's page with rating, reviews, badge and a link to it", async () => {
    const creator = buildCreatorFixture();
    mockAccountApi(buildProfile({ creator }));
    await openAccount(buildProfile({ creator }));
    const card = within(screen.getByRole('region', { name: 'Your creator page' }));
    expect(card.getByText('Ada Creates')).toBeInTheDocument();
    expect(card.getByText('@ada_creates')).toBeInTheDocument();
    expect(card.getByText('OnlyFans')).toBeInTheDocument();
    expect(card.getByText('Verified')).toBeInTheDocument();
    expect(card.getByText('4.5')).toBeInTheDocument();
    expect(card.getByText('2 reviews')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View your page' })).toHaveAttribute('href', '/ada_creates');
  });

  it('offers verification to a user without a creator page', async () => {
    mockAccountApi(buildProfile());
    await openAccount();
    expect(screen.queryByRole('region', { name: 'Your creator page' })).not.toBeInTheDocument();
    const invite = within(screen.getByRole('region', { name: 'Are you a creator?' }));
    expect(invite.getByRole('link', { name: 'Get verified' })).toHaveAttribute('href', '/verification');
  });

  it('refreshes the profile on open, so a page verified meanwhile shows', async () => {
    mockAccountApi(buildProfile({ creator: buildCreatorFixture() }));
    await openAccount(buildProfile());
    expect(await screen.findByRole('region', { name: 'Your creator page' })).toBeInTheDocument();
  });
});
