import { PLATFORMS, PLATFORM_NAMES, addCreatorBody, type Platform } from '@fanlens/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddCreator } from '@/api/add-creator';
import { Button } from '@/components/button/button';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { refusalOf, type InlineRefusal } from '@/components/form/server-errors';
import { RadioGroup } from '@/components/radio-group/radio-group';
import type { Creator } from '@/types/api';

export interface AddPageOfferProps {
  /** The username typed, which no FanLens page has. */
  username: string;
  /** The page was added (or someone added it meanwhile): the verification goes on with it. */
  onAdded: (page: Creator | null) => void;
}

/**
 * Beneath a username no page has: adds the page there and then (its platform chosen in place,
 * POST /api/creators), so the verification goes on without leaving the form. A refusal (no such
 * profile on that platform, too many pages added today…) shows here.
 */
export function AddPageOffer({ username, onAdded }: AddPageOfferProps) {
  const { t } = useTranslation();
  const add = useAddCreator();
  const [platform, setPlatform] = useState<Platform | undefined>();
  const [refusal, setRefusal] = useState<InlineRefusal | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const body = { platform, username };
  const valid = addCreatorBody.safeParse(body).success;

  useEffect(() => {
    alert.current?.focus();
  }, [refusal]);

  const addPage = async () => {
    setRefusal(null);
    try {
      onAdded(await add.mutateAsync(body));
    } catch (error) {
      const found = refusalOf(error);
      // Added by someone else since the lookup: the form finds it now.
      if (found.code === 'already_listed') onAdded(null);
      else setRefusal(found);
    }
  };

  return (
    <div className="stack add-page-offer" data-testid="add-page-offer">
      <p className="add-page-offer__text">{t('verification.add.offer')}</p>
      <RadioGroup
        label={t('verification.add.platform')}
        options={PLATFORMS.map((value) => ({ value, label: PLATFORM_NAMES[value] }))}
        value={platform}
        onValueChange={(value) => {
          setPlatform(value);
          setRefusal(null);
        }}
        disabled={add.isPending}
      />
      {refusal && <RefusalAlert refusal={refusal} linkLabel={t('verification.add.openPage')} ref={alert} />}
      <Button
        variant="secondary"
        className="add-page-offer__submit"
        disabled={!valid}
        loading={add.isPending}
        onClick={() => void addPage()}
      >
        {t('verification.add.submit')}
      </Button>
    </div>
  );
}
