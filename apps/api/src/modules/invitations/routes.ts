import {
  apiErrorSchema,
  idParam,
  invitationIdParams,
  invitationLookupSchema,
  invitationSchema,
  invitationTokenParam,
  listSchema,
  pagingQuery,
} from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { rateLimit } from '../../lib/rate-limits';
import { createInvitation, listInvitations, lookUpInvitation, revokePageInvitation } from './service';
import { bearerSecurity } from '../../lib/route-schemas';

const tags = ['review invitations'];
const OWNER_ONLY = 'Only the verified creator of the page (403 for anyone else, 401 signed out, 404 for no such page).';

/** Review invitations (docs/decisions/025-review-invitations.md): the owner's links, and what a link names. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = rateLimit('write', app.deps.config.rateLimitMultiplier);

  app.post(
    '/creators/:id/invitations',
    {
      config: { ...write, changes: [] },
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Create a review invitation link for a creator page (valid 30 days, for any number of fans)',
        description: `${OWNER_ONLY} The link is the creator page with \`#invitation=<code>\`; a named review written through it while it is valid carries the "Invited" label (an anonymous one never does). At most 20 active invitations per page (409).`,
        security: bearerSecurity,
        params: idParam,
        response: { 201: invitationSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInvitation(app, currentUserId(request), request.params.id)),
  );

  app.get(
    '/creators/:id/invitations',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "A creator page's review invitations, newest first, with the named reviews they brought",
        description: `${OWNER_ONLY} \`reviews\`: the public reviews signed with a name written through the invitation while it was valid. Anonymous reviews are never counted per invitation (nor held or hidden ones), so a link sent to one fan cannot name the author of an anonymous review.`,
        security: bearerSecurity,
        params: idParam,
        querystring: pagingQuery,
        response: { 200: listSchema(invitationSchema), '4xx': apiErrorSchema },
      },
    },
    async (request) => listInvitations(app, currentUserId(request), request.params.id, request.query),
  );

  app.delete(
    '/creators/:id/invitations/:invitationId',
    {
      config: { ...write, changes: [] },
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Revoke a review invitation (idempotent): its link still opens the page, but gives no label',
        description: OWNER_ONLY,
        security: bearerSecurity,
        params: invitationIdParams,
        response: { 200: invitationSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) =>
      revokePageInvitation(app, currentUserId(request), request.params.id, request.params.invitationId),
  );

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        summary: 'The creator page an invitation link names, and whether it still gives the "Invited" label',
        description: '`status`: active, expired or revoked. 404 for an unknown code or a removed page.',
        params: invitationTokenParam,
        response: { 200: invitationLookupSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => lookUpInvitation(app, request.params.token),
  );
};
