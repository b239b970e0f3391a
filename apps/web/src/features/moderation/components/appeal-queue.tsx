import type { ModeratedAppeal } from '@fanlens/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppealAction, useAppealQueue, type AppealStatus } from '../api/appeals';
import { AppealItem, type AppealOutcome } from './appeal-item';
import { QueuePage } from './queue-page';
import { ReasonDialog } from './reason-dialog';

/** Appeals against decisions: open ones with Uphold / Reverse (a reason each), decided ones with their outcome. */
export function AppealQueue({ status }: { status: AppealStatus }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [deciding, setDeciding] = useState<{ appeal: ModeratedAppeal; outcome: AppealOutcome } | null>(null);
  const queue = useAppealQueue({ status, offset });
  const action = useAppealAction();
  const outcome = deciding?.outcome ?? 'uphold';
  return (
    <QueuePage
      queue={queue}
      offset={offset}
      onOffsetChange={setOffset}
      texts={{
        error: t('moderation.appeals.error'),
        count: (count) => t('moderation.appeals.count', { count }),
        empty: t(`moderation.appeals.empty.${status}`),
      }}
      keyOf={(appeal) => appeal.id}
      renderItem={(appeal) => (
        <AppealItem appeal={appeal} onDecide={(item, next) => setDeciding({ appeal: item, outcome: next })} />
      )}
      after={
        <ReasonDialog
          formKey={deciding ? deciding.appeal.id * 2 + (outcome === 'reverse' ? 1 : 0) : null}
          texts={{
            title: t(`moderation.appeals.${outcome}.title`),
            description: t(`moderation.appeals.${outcome}.description`),
            reason: t('moderation.appeals.reason'),
            reasonHint: t('moderation.appeals.reasonHint'),
            submit: t(`moderation.appeals.${outcome}.submit`),
          }}
          quote={deciding && <blockquote className="reply-dialog__quote">{deciding.appeal.text}</blockquote>}
          act={async (reason) => {
            await action.mutateAsync({ appealId: deciding!.appeal.id, outcome, reason });
            return t(`moderation.appeals.${outcome}.done`);
          }}
          onClose={() => setDeciding(null)}
        />
      }
    />
  );
}
