import { type APIRequestContext, expect } from '@playwright/test';

export interface CreatorSummary {
  id: number;
  username: string;
  name: string | null;
  verified: boolean;
  reviewsStatistic: { reviewCount: number };
}

/** An unclaimed demo creator with one to eight reviews (one page of them). */
export async function pickReviewedCreator(request: APIRequestContext): Promise<CreatorSummary> {
  const res = await request.get('/api/creators', { params: { limit: 50, sort: 'liked', nsfw: 'false' } });
  const { results } = (await res.json()) as { results: CreatorSummary[] };
  const found = results.find(
    (creator) =>
      !creator.verified && creator.reviewsStatistic.reviewCount >= 1 && creator.reviewsStatistic.reviewCount <= 8,
  );
  expect(found, 'a creator with 1 to 8 reviews').toBeTruthy();
  return found!;
}
