import type { Mailer } from '../mailer';
import type { Metrics } from './metrics';

/** The mailer, each mail counted as sent or failed (fanlens_mails_total). */
export function countedMailer(mailer: Mailer, metrics: Pick<Metrics, 'mail'>): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
        metrics.mail(true);
      } catch (error) {
        metrics.mail(false);
        throw error;
      }
    },
  };
}
