import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/dialog/dialog';
import { FormActions } from '@/components/dialog/form-actions';
import { TextField } from '@/components/form/text-field';
import { paths } from '@/config/paths';

const TAG_LENGTH = { min: 2, max: 50 } as const;

export interface TagSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The creator page's tag action (docs/product/creator-page.md, "The page"). Tags come
 * from the platforms and no call edits them, so the action searches a tag instead: it opens
 * /search?search=<tag>. See docs/decisions/007-creator-page.md.
 */
export function TagSearchDialog({ open, onOpenChange }: TagSearchDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('creator.tags.dialogTitle')}
      description={t('creator.tags.dialogDescription')}
      size="sm"
    >
      {open && <TagSearchForm onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function TagSearchForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm({ mode: 'onChange', defaultValues: { tag: '' } });

  /** No API sees this text: it only becomes the search term, so the rules stay on the web. */
  const tagRules = {
    validate: (value: string) => {
      const length = value.trim().length;
      if (length < TAG_LENGTH.min) return t('creator.tags.tooShort', { count: TAG_LENGTH.min });
      if (length > TAG_LENGTH.max) return t('creator.tags.tooLong', { count: TAG_LENGTH.max });
      return true;
    },
  };

  const onSubmit = handleSubmit(({ tag }) => {
    void navigate(paths.search({ search: tag.trim() }));
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('creator.tags.field')}
        placeholder={t('creator.tags.placeholder')}
        autoComplete="off"
        error={errors.tag?.message}
        {...register('tag', tagRules)}
      />
      <FormActions submit={t('creator.tags.submit')} onCancel={onCancel} disabled={!isValid} loading={isSubmitting} />
    </form>
  );
}
