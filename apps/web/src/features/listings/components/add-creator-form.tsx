import {
  CREATOR_EDIT,
  PLATFORMS,
  PLATFORM_NAMES,
  addCreatorBody,
  type AddCreatorInput,
  type ListingPreview as Preview,
} from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddCreator } from '@/api/add-creator';
import { Button } from '@/components/button/button';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { placeSubmitError, type InlineRefusal } from '@/components/form/server-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { RadioGroup } from '@/components/radio-group/radio-group';
import { toast } from '@/components/toaster/toast';
import { paths } from '@/config/paths';
import { usePreviewCreator } from '../api/preview-creator';
import {
  MODE_FIELDS,
  emptyAsUndefined,
  sameTarget,
  targetOf,
  type AddFormStart,
  type AddFormValues,
  type AddMode,
} from './add-form-values';
import { ListingPreview } from './listing-preview';

const MODES: readonly AddMode[] = ['url', 'username'];
const text = { setValueAs: emptyAsUndefined };

/**
 * Adding a creator page: the page by its profile address or by platform and username, checked
 * on change with the API's schema; Preview shows what FanLens would list (read from the platform,
 * or what the person types when FanLens does not read it), then Add page saves it and opens it.
 * A preview belongs to what was typed: changing the page asks for a new one. Refusals go under
 * their field (no such profile), or above the button with a link to the page they name.
 */
export function AddCreatorForm({ start }: { start: AddFormStart }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const previewCall = usePreviewCreator();
  const add = useAddCreator();
  const [mode, setMode] = useState<AddMode>(start.mode);
  const [previewed, setPreviewed] = useState<{ target: AddFormValues; preview: Preview } | null>(null);
  const [refusal, setRefusal] = useState<(InlineRefusal & { target: AddFormValues }) | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const refusalAlert = useRef<HTMLDivElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(addCreatorBody), mode: 'onChange', defaultValues: start.values });

  const values = useWatch({ control }) as AddFormValues;
  const target = targetOf(mode, values);
  const preview = previewed && sameTarget(previewed.target, target) ? previewed.preview : null;
  const typed = preview?.source === 'typed';
  const shownRefusal = refusal && sameTarget(refusal.target, target) ? refusal : null;
  // The API's own rules on what is typed; a refusal of the server stands until the field changes.
  const valid = addCreatorBody.safeParse(typed ? values : target).success;
  const refusedField = Object.values(errors).some((error) => error?.type === 'server');

  // A new preview takes the focus (its heading), and so does a refusal shown in place.
  useEffect(() => {
    previewHeading.current?.focus();
  }, [previewed]);
  useEffect(() => {
    refusalAlert.current?.focus();
  }, [refusal]);

  const changeMode = (next: AddMode) => {
    for (const field of MODE_FIELDS[mode]) setValue(field, undefined);
    clearErrors();
    setMode(next);
  };

  const onSubmit = handleSubmit(async () => {
    const all = getValues();
    const asked = targetOf(mode, all);
    const body: AddCreatorInput = typed ? { ...asked, name: all.name, bio: all.bio } : asked;
    setRefusal(null);
    try {
      if (preview) {
        const page = await add.mutateAsync(body);
        toast.success(t('listings.form.added', { username: page.username }));
        await navigate(paths.creator(page.username));
      } else {
        setPreviewed({ target: asked, preview: await previewCall.mutateAsync(body) });
      }
    } catch (error) {
      const fields = typed ? [...MODE_FIELDS[mode], 'name', 'bio'] : MODE_FIELDS[mode];
      const inline = placeSubmitError(error, setError, fields as (keyof AddFormValues)[]);
      setRefusal(inline && { ...inline, target: asked });
    }
  });

  return (
    <div className="card add-creator-card">
      <form className="form add-creator-form" onSubmit={onSubmit} noValidate aria-label={t('listings.form.label')}>
        <RadioGroup
          label={t('listings.form.mode')}
          options={MODES.map((value) => ({ value, label: t(`listings.form.modes.${value}`) }))}
          value={mode}
          onValueChange={changeMode}
        />
        {mode === 'url' ? (
          <TextField
            label={t('listings.form.url')}
            hint={t('listings.form.urlHint')}
            type="url"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('listings.form.urlPlaceholder')}
            error={errors.url?.message}
            {...register('url', text)}
          />
        ) : (
          <>
            <Controller
              name="platform"
              control={control}
              render={({ field, fieldState }) => (
                <RadioGroup
                  label={t('listings.form.platform')}
                  options={PLATFORMS.map((value) => ({ value, label: PLATFORM_NAMES[value] }))}
                  value={field.value}
                  onValueChange={(value) => {
                    field.onChange(value);
                    // The username is checked once the platform is known (the schema asks for it first).
                    if (getValues('username')) void trigger('username');
                  }}
                  error={fieldState.error?.message}
                  inputRef={field.ref}
                />
              )}
            />
            <TextField
              label={t('listings.form.username')}
              hint={t('listings.form.usernameHint')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('listings.form.usernamePlaceholder')}
              error={errors.username?.message}
              {...register('username', text)}
            />
          </>
        )}
        {preview && (
          <ListingPreview
            preview={preview}
            typed={typed ? { name: values.name, bio: values.bio } : undefined}
            headingRef={previewHeading}
          />
        )}
        {typed && (
          <div className="stack add-creator-form__typed">
            <TextField
              label={t('listings.typed.name')}
              hint={t('listings.typed.nameHint')}
              autoComplete="off"
              error={errors.name?.message}
              {...register('name', text)}
            />
            <TextAreaField
              label={t('listings.typed.bio')}
              hint={t('listings.typed.bioHint')}
              maxLength={CREATOR_EDIT.bioMax}
              length={values.bio?.length ?? 0}
              rows={4}
              error={errors.bio?.message}
              {...register('bio', text)}
            />
          </div>
        )}
        {shownRefusal && (
          <RefusalAlert refusal={shownRefusal} linkLabel={t('listings.form.openPage')} ref={refusalAlert} />
        )}
        <div className="stack add-creator-form__actions">
          <Button type="submit" size="lg" disabled={!valid || refusedField} loading={isSubmitting}>
            {preview ? t('listings.form.add') : t('listings.form.preview')}
          </Button>
          <p className="field__hint">{preview ? t('listings.form.addHint') : t('listings.form.previewHint')}</p>
        </div>
      </form>
    </div>
  );
}
