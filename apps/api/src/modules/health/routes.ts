import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['embedded', 'server']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Checks that the server and its database answer',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const { database } = app.deps;
      try {
        await database.query('select 1');
        return { status: 'ok' as const, database: database.kind };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
      }
    },
  );
};
