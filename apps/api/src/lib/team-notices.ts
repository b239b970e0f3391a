import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from './background';
import type { Mailer } from './mailer';

/** One thing the team should know (a failed verification, say). */
export interface TeamNotice {
  /** One line: the subject of a mail holding only this notice, a bullet in a digest. */
  summary: string;
  text: string;
}

/** At most one team e-mail per window; the notices of a window go out together in the next one. */
export const TEAM_NOTICE_WINDOW_MS = 15 * 60 * 1000;
/** Notices written out in full per e-mail; the rest are counted. */
export const TEAM_NOTICE_MAX_ITEMS = 50;

/**
 * E-mails to the team (TEAM_EMAIL), rate-limited and batched: the first notice after a quiet
 * window goes out at once (in the background); later ones wait for the window's end and go out
 * together, at most TEAM_NOTICE_MAX_ITEMS written out. Per process; flushed on close. A failed
 * send is logged and its notices dropped (a failure to report never fails a request).
 */
export interface TeamNotices {
  add(notice: TeamNotice): void;
  /** Sends what is waiting now (the server calls it on close; tests to read the outbox). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createTeamNotices(options: {
  mailer: Mailer;
  to: string;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  windowMs?: number;
}): TeamNotices {
  const windowMs = options.windowMs ?? TEAM_NOTICE_WINDOW_MS;
  let waiting: TeamNotice[] = [];
  let extra = 0;
  let lastSentAt = -Infinity;
  let timer: NodeJS.Timeout | null = null;

  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting.length === 0) return;
    const notices = waiting;
    const skipped = extra;
    waiting = [];
    extra = 0;
    lastSentAt = Date.now();
    try {
      await options.mailer.send({ to: options.to, ...compose(notices, skipped) });
    } catch (error) {
      options.log.warn({ err: error, notices: notices.length + skipped }, 'could not e-mail the team');
    }
  };

  return {
    add(notice) {
      if (waiting.length < TEAM_NOTICE_MAX_ITEMS) waiting.push(notice);
      else extra += 1;
      if (timer) return;
      const wait = lastSentAt + windowMs - Date.now();
      if (wait <= 0) {
        lastSentAt = Date.now();
        options.background.run('team e-mail', flush);
        return;
      }
      timer = setTimeout(() => options.background.run('team e-mail', flush), wait);
      timer.unref();
    },
    flush,
    close: flush,
  };
}

function compose(notices: TeamNotice[], skipped: number): { subject: string; text: string } {
  if (notices.length === 1 && skipped === 0) return { subject: notices[0].summary, text: notices[0].text };
  const total = notices.length + skipped;
  const parts = [
    `${total} notices since the last e-mail (at most one e-mail every ${TEAM_NOTICE_WINDOW_MS / 60_000} minutes).`,
    '',
    ...notices.map((notice) => `- ${notice.summary}`),
    ...(skipped > 0 ? [`- and ${skipped} more (see the server log)`] : []),
    '',
    ...notices.flatMap((notice, i) => [`--- ${i + 1}. ${notice.summary}`, notice.text, '']),
  ];
  return { subject: `FanLens: ${total} notices for the team`, text: parts.join('\n') };
}
