import type { FastifyInstance } from 'fastify';
import type { Mail } from '../lib/mailer';
import type { ClaimedJob, JobContext, JobDefinition } from './job-types';

/** The idempotency key of a mail job: its Message-ID, the same on every try (a resend is recognisable). */
export const mailKeyOf = (job: Pick<ClaimedJob, 'id'>) => `fanlens-mail-${job.id}`;

/**
 * A job that sends one e-mail: `compose` writes it when it is sent, from the job's payload and what
 * the database holds then (in the recipient's language); null when there is nothing left to tell
 * (the review was deleted, the account is gone). Every try carries the same idempotency key (the
 * Message-ID; the outbox writes a key once), so the one resend a crash can cause (after the mail
 * server accepted it, before the job was recorded done) is recognisable as a copy.
 */
export function mailJob<P>(
  kind: string,
  compose: (app: FastifyInstance, payload: P, context: JobContext<P>) => Promise<Mail | null> | Mail | null,
  options: Pick<JobDefinition<P>, 'maxAttempts' | 'onGiveUp'> & {
    /** The mail's own key when it has one (alert mails keep theirs); default from the job's id. */
    key?: (payload: P, job: ClaimedJob) => string;
    /** Records that the mail server took it (before the job is recorded done). */
    sent?: (app: FastifyInstance, payload: P, now: Date) => Promise<void>;
  } = {},
): JobDefinition<P> {
  return {
    kind,
    maxAttempts: options.maxAttempts,
    onGiveUp: options.onGiveUp,
    async handle(context) {
      const mail = await compose(context.app, context.payload, context);
      if (!mail) return;
      const idempotencyKey = options.key ? options.key(context.payload, context.job) : mailKeyOf(context.job);
      await context.app.services.mailer.send({ ...mail, idempotencyKey });
      await options.sent?.(context.app, context.payload, context.now);
    },
  };
}
