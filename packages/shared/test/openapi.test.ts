import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../src';

/** The API documents its routes from these schemas (fastify-type-provider-zod → JSON Schema). */
const requestSchemas = [
  'registerBody',
  'loginBody',
  'changePasswordBody',
  'forgotPasswordBody',
  'setPasswordBody',
  'createReviewBody',
  'replyBody',
  'addFavoriteBody',
  'verificationBody',
  'profileUpdateBody',
  'creatorListQuery',
  'pagingQuery',
  'favoriteListQuery',
  'reviewListQuery',
  'categoryListQuery',
  'idParam',
  'idOrUsernameParam',
  'reviewIdParam',
  'creatorUsernameParam',
  'removalRequestBody',
  'removalQueueQuery',
  'removalDecisionBody',
] as const;

const responseSchemas = [
  'creatorSchema',
  'reviewSchema',
  'reactionSchema',
  'profileSchema',
  'authResponseSchema',
  'categorySchema',
  'verificationResponseSchema',
  'helpfulStateSchema',
  'trendSchema',
  'apiErrorSchema',
  'okResponseSchema',
  'removalRequestReceiptSchema',
  'removalRequestSchema',
] as const;

describe('JSON Schema for the API docs', () => {
  it.each(requestSchemas)('%s converts as a request (input) schema', (name) => {
    const schema = shared[name];
    expect(schema).toBeInstanceOf(z.ZodType);
    expect(z.toJSONSchema(schema, { io: 'input' })).toMatchObject({ type: 'object' });
  });

  it.each(responseSchemas)('%s converts as a response (output) schema', (name) => {
    expect(z.toJSONSchema(shared[name], { io: 'output' })).toMatchObject({ type: 'object' });
  });

  it('list schemas convert too', () => {
    const json = z.toJSONSchema(shared.listSchema(shared.creatorSchema), { io: 'output' });
    expect(json).toMatchObject({ type: 'object', required: ['results', 'count', 'limit', 'offset'] });
  });
});
