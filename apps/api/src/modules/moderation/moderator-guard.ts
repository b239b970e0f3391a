import type { FastifyRequest } from 'fastify';
import { forbidden, notAuthorized } from '../../lib/errors';

/** preValidation hook of the moderation routes: 401 for guests, 403 for users who are not moderators. */
export async function requireModerator(request: FastifyRequest) {
  if (request.userId === null) throw notAuthorized();
  const [row] = await request.server.deps.database.query<{ role: string }>('select role from users where id = $1', [
    request.userId,
  ]);
  if (!row) throw notAuthorized();
  if (row.role !== 'moderator' && row.role !== 'admin') throw forbidden('Only moderators can do this');
}
