import { CREATOR_EDIT, GENDERS, PLATFORM_NAMES, SOCIAL_LINKS } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster/toast';
import { useCategories } from '@/api/get-categories';
import { Button } from '@/components/button/button';
import { ButtonLink } from '@/components/button/button-link';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { RadioGroup } from '@/components/radio-group/radio-group';
import { paths } from '@/config/paths';
import { apiErrorText, isApiError } from '@/lib/api-client';
import type { Creator } from '@/types/api';
import { useUpdateCreator } from '../api/update-creator';
import { CategoryPicker } from './category-picker';
import {
  PROMO_KINDS,
  creatorEditForm,
  formFieldOfApiField,
  formValuesOf,
  updateOf,
  type CreatorEditValues,
} from './edit-form-values';
import { PlaceField } from './place-field';

const SOCIAL_LABELS: Record<(typeof SOCIAL_LINKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  patreon: 'Patreon',
  twitch: 'Twitch',
  graphtreon: 'Graphtreon',
  twitter: 'X (Twitter)',
  website: 'Website',
  wishlist: 'Wishlist',
  youtube: 'YouTube',
};

/** Every editable field of the page in four sections; validated on change with the server's rules. */
export function CreatorEditForm({ creator }: { creator: Creator }) {
  const { t } = useTranslation();
  const update = useUpdateCreator(creator.id);
  const categories = useCategories();
  const platformCategories = (categories.data ?? []).filter((category) => category.platform === creator.platform);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    setValue,
    formState: { errors, isValid, isDirty, isSubmitting },
  } = useForm<CreatorEditValues>({
    resolver: zodResolver(creatorEditForm),
    mode: 'onChange',
    defaultValues: formValuesOf(creator),
  });
  const promoKind = useWatch({ control, name: 'promoKind' });
  const bio = useWatch({ control, name: 'bio' });
  const disabled = isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(updateOf(values));
      reset(formValuesOf(saved));
      toast.success(t('creatorTools.edit.saved'));
    } catch (error) {
      const field = isApiError(error) ? formFieldOfApiField(error.field) : undefined;
      if (field) {
        setError(
          field as keyof CreatorEditValues,
          { type: 'server', message: apiErrorText(error) },
          { shouldFocus: true },
        );
      } else {
        toast.error(apiErrorText(error));
      }
    }
  });

  return (
    <form className="form creator-edit" onSubmit={onSubmit} noValidate>
      <section className="card stack creator-edit__section" aria-labelledby="edit-profile">
        <h2 id="edit-profile" className="creator-edit__title">
          {t('creatorTools.edit.profile')}
        </h2>
        <TextField
          label={t('creatorTools.edit.name')}
          error={errors.name?.message}
          disabled={disabled}
          {...register('name')}
        />
        <TextAreaField
          label={t('creatorTools.edit.bio')}
          hint={t('creatorTools.edit.bioHint')}
          error={errors.bio?.message}
          maxLength={CREATOR_EDIT.bioMax}
          length={bio.length}
          rows={6}
          disabled={disabled}
          {...register('bio')}
        />
      </section>

      <section className="card stack creator-edit__section" aria-labelledby="edit-price">
        <h2 id="edit-price" className="creator-edit__title">
          {t('creatorTools.edit.price')}
        </h2>
        <TextField
          label={t('creatorTools.edit.priceLabel')}
          inputMode="decimal"
          hint={t('creatorTools.edit.priceHint')}
          error={errors.price?.message}
          disabled={disabled}
          {...register('price', { deps: ['promoValue'] })}
        />
        <Controller
          control={control}
          name="promoKind"
          render={({ field }) => (
            <RadioGroup
              label={t('creatorTools.edit.promo')}
              options={PROMO_KINDS.map((kind) => ({
                value: kind,
                label: t(
                  `creatorTools.edit.${kind === 'none' ? 'promoNone' : kind === 'price' ? 'promoPrice' : 'promoOff'}`,
                ),
              }))}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                setValue('promoValue', '', { shouldValidate: true });
              }}
              disabled={disabled}
            />
          )}
        />
        {promoKind !== 'none' && (
          <div className="creator-edit__row">
            <TextField
              label={t(promoKind === 'price' ? 'creatorTools.edit.promoPriceLabel' : 'creatorTools.edit.promoOffLabel')}
              inputMode={promoKind === 'price' ? 'decimal' : 'numeric'}
              error={errors.promoValue?.message}
              disabled={disabled}
              {...register('promoValue', { deps: ['promoEndsOn'] })}
            />
            <TextField
              label={t('creatorTools.edit.promoEnds')}
              type="date"
              hint={t('creatorTools.edit.promoEndsHint')}
              error={errors.promoEndsOn?.message}
              disabled={disabled}
              {...register('promoEndsOn', { deps: ['promoValue'] })}
            />
          </div>
        )}
      </section>

      <section className="card stack creator-edit__section" aria-labelledby="edit-links">
        <h2 id="edit-links" className="creator-edit__title">
          {t('creatorTools.edit.links')}
        </h2>
        <p className="creator-edit__lead">{t('creatorTools.edit.linksLead')}</p>
        <div className="creator-edit__grid">
          {SOCIAL_LINKS.map((network) => (
            <TextField
              key={network}
              label={SOCIAL_LABELS[network]}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={errors.links?.[network]?.message}
              disabled={disabled}
              {...register(`links.${network}`)}
            />
          ))}
        </div>
      </section>

      <section className="card stack creator-edit__section" aria-labelledby="edit-discovery">
        <h2 id="edit-discovery" className="creator-edit__title">
          {t('creatorTools.edit.discovery')}
        </h2>
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <CategoryPicker
              label={t('creatorTools.edit.categories')}
              hint={t('creatorTools.edit.categoriesHint', {
                max: CREATOR_EDIT.categoriesMax,
                platform: PLATFORM_NAMES[creator.platform],
              })}
              error={errors.categories?.message}
              categories={platformCategories}
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
            />
          )}
        />
        <TextField
          label={t('creatorTools.edit.tags')}
          hint={t('creatorTools.edit.tagsHint', { max: CREATOR_EDIT.tagsMax })}
          error={errors.tags?.message}
          disabled={disabled}
          {...register('tags')}
        />
      </section>

      <section className="card stack creator-edit__section" aria-labelledby="edit-about">
        <h2 id="edit-about" className="creator-edit__title">
          {t('creatorTools.edit.about')}
        </h2>
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <RadioGroup
              label={t('creatorTools.edit.gender')}
              options={GENDERS.map((gender) => ({ value: gender, label: t(`search.filters.gender.${gender}`) }))}
              value={field.value}
              onValueChange={field.onChange}
              disabled={disabled}
            />
          )}
        />
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <PlaceField
              label={t('creatorTools.edit.location')}
              hint={t('creatorTools.edit.locationHint')}
              error={errors.location?.message}
              value={field.value}
              onChoose={(place) => {
                field.onChange(place?.label ?? '');
                setValue('placeId', place?.id ?? null, { shouldDirty: true });
              }}
              disabled={disabled}
            />
          )}
        />
      </section>

      <div className="creator-edit__footer">
        <ButtonLink variant="ghost" to={paths.creator(creator.username)}>
          {t('creatorTools.edit.viewPage')}
        </ButtonLink>
        <Button type="submit" disabled={!isValid || !isDirty} loading={isSubmitting}>
          {t('creatorTools.edit.save')}
        </Button>
      </div>
    </form>
  );
}
