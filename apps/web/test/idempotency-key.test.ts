import { toast } from '@/components/toaster/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createReview } from '@/components/review-dialog/create-review';
import { setFavorite } from '@/features/creator/api/toggle-favorite';
import { apiError, jsonResponse, mockFetch } from './http-mocks';
import { signInAs } from './reset-stores';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeEach(() => signInAs());

const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Idempotency-Key');
const unavailable = () => apiError(503, 'unavailable', 'FanLens cannot reach its database right now.');

describe('Idempotency-Key of the creating writes', () => {
  it('sends a review again after a failure with the same key, and a new review with a new one', async () => {
    const answers = [unavailable(), jsonResponse(201, { id: 7 }), jsonResponse(201, { id: 8 })];
    const fetchMock = mockFetch(() => answers.shift()!);
    const body = { creatorId: 41, rating: 5, comment: 'Posts every day' };
    await expect(createReview(body)).rejects.toMatchObject({ status: 503, code: 'unavailable' });
    await expect(createReview(body)).resolves.toEqual({ id: 7 });
    await expect(createReview({ ...body, creatorId: 42 })).resolves.toEqual({ id: 8 });
    const keys = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('gives a favorite added again after a success a new key, and removing one none', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { success: true }));
    await setFavorite({ creatorId: 41, favorite: true });
    await setFavorite({ creatorId: 41, favorite: false });
    await setFavorite({ creatorId: 41, favorite: true });
    const [first, removal, second] = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(first).toBeTruthy();
    expect(removal).toBeNull();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });
});
