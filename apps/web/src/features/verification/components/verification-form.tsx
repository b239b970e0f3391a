import { PLATFORM_NAMES, verificationForm } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { syncMyProfile } from '@/api/get-my-profile';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { paths } from '@/config/paths';
import { apiErrorText, isApiError } from '@/lib/api-client';
import type { Creator } from '@/types/api';
import { creatorPreviewQueryOptions, useCreatorPreview } from '../api/get-creator-preview';
import { useVerificationText } from '../api/get-verification-text';
import { useVerifyCreator } from '../api/verify-creator';
import { AddPageOffer } from './add-page-offer';
import { CreatorPreview } from './creator-preview';
import { ShareText } from './share-text';
import { useDebouncedValue } from './use-debounced-value';
import { VerificationPending } from './verification-pending';
import { ExternalIcon } from './verification-icons';
import { VerifyStep } from './verify-step';

const LOOKUP_DELAY_MS = 350;

/** What the outcome screens get through the navigation state. */
export interface VerificationOutcomeState {
  username?: string;
  reason?: string;
  /** Why the server refused to check the page (unknown page, reviewed, already verified, too many tries). */
  refusal?: string;
}

/**
 * The four steps of docs/product/verification.md (username, copy the text, put it in the bio,
 * verify). The page being claimed is looked up as the username is typed (its platform names step
 * 3). Success goes to /verification/success; every other answer to Verify goes to
 * /verification/error (docs/product/verification.md, "The form"): a failed check, and a refusal
 * (unknown page, a page the user reviewed, already verified, too many tries) with its message.
 * While typing, what the lookups already tell (an unknown page, a page the user reviewed) shows
 * beneath the username and keeps Verify disabled; an unknown page can be added there and then (its
 * platform chosen in place), and the steps go on with it. A page claimed by another account can
 * be verified too: the claim moves to the account whose code is in the bio.
 */
export function VerificationForm({ initialUsername = '' }: { initialUsername?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifyCreator();
  const [added, setAdded] = useState<string | null>(null);
  const addedNotice = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(verificationForm),
    mode: 'onChange',
    defaultValues: { username: initialUsername },
  });

  const typed = useWatch({ control, name: 'username' }).trim();
  const typedOk = verificationForm.safeParse({ username: typed }).success;
  const lookup = useDebouncedValue(typedOk ? typed : null, LOOKUP_DELAY_MS);
  const preview = useCreatorPreview(lookup);
  const current = lookup !== null && lookup === (typedOk ? typed : null);
  const creator = current ? preview.data : undefined;
  const missing = current && preview.data === null;
  const platformName = creator ? PLATFORM_NAMES[creator.platform] : null;
  // The text carries this account's code for the page, so it comes from the API once the page is known.
  const shareText = useVerificationText(creator ? creator.username : null);
  const textRefusal = refusalText(shareText.error);
  const justAdded = creator !== undefined && creator !== null && added === creator.username.toLowerCase();

  useEffect(() => {
    if (justAdded) addedNotice.current?.focus();
  }, [justAdded]);

  /** The page was added: the lookup knows it at once (null: added by someone else, looked up again). */
  const onAdded = (page: Creator | null) => {
    if (lookup === null) return;
    const { queryKey } = creatorPreviewQueryOptions(lookup);
    if (!page) {
      void queryClient.invalidateQueries({ queryKey });
      return;
    }
    queryClient.setQueryData(queryKey, page);
    setAdded(page.username.toLowerCase());
  };

  const onSubmit = handleSubmit(async (values) => {
    let state: VerificationOutcomeState;
    try {
      const result = await verify.mutateAsync({ username: values.username });
      if (result.success) {
        await navigate(paths.verificationSuccess(), { state: { username: result.creator?.username } });
        return;
      }
      state = { username: values.username, reason: result.reason };
    } catch (error) {
      if (isApiError(error) && error.code === 'already_verified') await syncMyProfile().catch(() => undefined);
      state = { username: values.username, refusal: refusalMessage(error) };
    }
    await navigate(paths.verificationError(), { state });
  });

  /** The refusal of a submit in the form's own words where it has them, else the server's message. */
  const refusalMessage = (error: unknown): string => {
    if (isApiError(error) && error.status === 404) return t('verification.errors.notFound');
    const known = refusalText(error);
    return known ? t(known) : apiErrorText(error);
  };

  const pending = verify.isPending;
  return (
    <div className="card verification-card">
      {pending && <VerificationPending platform={creator?.platform} />}
      <form className="verification-form" onSubmit={onSubmit} noValidate hidden={pending}>
        <ol className="verify-steps" aria-label={t('verification.steps.label')}>
          <VerifyStep
            number={1}
            title={t('verification.steps.username.title')}
            text={t('verification.steps.username.text')}
          >
            <TextField
              label={t('verification.steps.username.label')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('verification.steps.username.placeholder')}
              error={
                errors.username?.message ??
                (missing ? t('verification.errors.notFound') : textRefusal ? t(textRefusal) : undefined)
              }
              hint={current && preview.isFetching && !creator ? t('verification.preview.checking') : undefined}
              {...register('username')}
            />
            {missing && lookup !== null && <AddPageOffer key={lookup} username={lookup} onAdded={onAdded} />}
            {creator && <CreatorPreview creator={creator} label={t('verification.preview.found')} />}
            {justAdded && (
              <FormAlert tone="success" ref={addedNotice}>
                {t('verification.add.added', { username: creator.username })}
              </FormAlert>
            )}
          </VerifyStep>
          <VerifyStep number={2} title={t('verification.steps.copy.title')} text={t('verification.steps.copy.text')}>
            <ShareText text={shareText.data?.text ?? null} expiresAt={shareText.data?.expiresAt} />
          </VerifyStep>
          <VerifyStep
            number={3}
            title={t('verification.steps.bio.title')}
            text={
              platformName
                ? t('verification.steps.bio.text', { platform: platformName })
                : t('verification.steps.bio.textAny')
            }
          >
            {creator?.url && platformName && (
              <a className="verify-step__external" href={creator.url} target="_blank" rel="noopener noreferrer">
                {t('verification.steps.bio.open', { platform: platformName })}
                <ExternalIcon size={16} />
                <span className="visually-hidden"> {t('verification.steps.bio.newTab')}</span>
              </a>
            )}
          </VerifyStep>
          <VerifyStep
            number={4}
            title={t('verification.steps.verify.title')}
            text={t('verification.steps.verify.text')}
          >
            <Button
              type="submit"
              size="lg"
              className="verification-form__submit"
              disabled={!isValid || missing || textRefusal !== null}
              loading={isSubmitting}
            >
              {t('verification.steps.verify.submit')}
            </Button>
          </VerifyStep>
        </ol>
      </form>
    </div>
  );
}

/** The message key for a refusal of the text request that the user can act on, else null. */
function refusalText(
  error: unknown,
): 'verification.errors.reviewedOwnPage' | 'verification.errors.alreadyVerified' | null {
  if (!isApiError(error)) return null;
  if (error.code === 'reviewed_own_page') return 'verification.errors.reviewedOwnPage';
  if (error.code === 'already_verified') return 'verification.errors.alreadyVerified';
  return null;
}
