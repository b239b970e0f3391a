import { z } from 'zod';
import { PUBLIC_REVIEW } from '../../db/review-states';
import { date, exportSection, listOf } from './export-section';

/** The links the account made as a creator and the price alerts FanLens mailed it. */
export const MAIL_AND_LINK_SECTIONS = [
  exportSection({
    key: 'invitations',
    description:
      'Review invitation links the account made for its pages: the code, when each was made, expires or was revoked, and the public reviews signed with a name it brought (as the analytics page shows them)',
    schema: z.array(
      z.object({
        creatorUsername: z.string(),
        code: z.string(),
        createdAt: date,
        expiresAt: date,
        revokedAt: date.nullable(),
        reviews: z.number(),
      }),
    ),
    query: `select c.username as "creatorUsername", i.token as code, i.created_at as "createdAt",
        i.expires_at as "expiresAt", i.revoked_at as "revokedAt",
        (select count(*)::int from reviews r where r.invitation_id = i.id and ${PUBLIC_REVIEW} and not r.anonymous)
          as reviews
      from review_invitations i join creators c on c.id = i.creator_id
      where i.created_by = $1 order by i.created_at, i.id`,
    present: listOf<{
      creatorUsername: string;
      code: string;
      createdAt: Date;
      expiresAt: Date;
      revokedAt: Date | null;
      reviews: number;
    }>,
  }),
  exportSection({
    key: 'alertMails',
    description:
      'Price-alert e-mails of favorite creators: each mail (about one creator, or the weekly digest), when it was made and sent or given up, and its tries to send it (counted while the queue keeps its job: until 7 days after it was sent); the events each told of are in `alertEvents` under its `mailId`',
    schema: z.array(
      z.object({
        mailId: z.number(),
        digest: z.boolean(),
        creatorUsername: z.string().nullable(),
        attempts: z.number(),
        createdAt: date,
        sentAt: date.nullable(),
        failedAt: date.nullable(),
      }),
    ),
    query: `select m.id as "mailId", m.digest, c.username as "creatorUsername", coalesce(j.attempts, 0) as attempts,
        m.created_at as "createdAt", m.sent_at as "sentAt", m.failed_at as "failedAt"
      from alert_mails m left join creators c on c.id = m.creator_id
      left join jobs j on j.key = 'alert-mail:' || m.id
      where m.user_id = $1 order by m.created_at, m.id`,
    present: listOf<{
      mailId: number;
      digest: boolean;
      creatorUsername: string | null;
      attempts: number;
      createdAt: Date;
      sentAt: Date | null;
      failedAt: Date | null;
    }>,
  }),
  exportSection({
    key: 'alertEvents',
    description:
      'The price events of favorite creators the account was to be told of (a promotion, a price drop, a page gone free): pending, queued in a mail (`mailId`), or cancelled (alerts of that kind, or all, turned off meanwhile)',
    schema: z.array(
      z.object({
        creatorUsername: z.string().nullable(),
        kind: z.string(),
        state: z.string(),
        mailId: z.number().nullable(),
        createdAt: date,
      }),
    ),
    query: `select c.username as "creatorUsername", d.kind, d.state, d.mail_id as "mailId", d.created_at as "createdAt"
      from alert_deliveries d left join creators c on c.id = d.creator_id
      where d.user_id = $1 order by d.created_at, d.event_id`,
    present: listOf<{
      creatorUsername: string | null;
      kind: string;
      state: string;
      mailId: number | null;
      createdAt: Date;
    }>,
  }),
];
