import { CREATOR_EDIT } from '@fanlens/shared';
import clsx from 'clsx';
import { useId } from 'react';
import type { Category } from '@/types/api';
import { useContentLabels } from '@/lib/content-labels';
import { useMessageText } from '@/lib/message-text';

export interface CategoryPickerProps {
  label: string;
  hint: string;
  error?: string;
  categories: Category[];
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}

/** The page's categories as toggle chips (aria-pressed); at most CREATOR_EDIT.categoriesMax chosen. */
export function CategoryPicker({ label, hint, error, categories, value, onChange, disabled }: CategoryPickerProps) {
  const id = useId();
  const labels = useContentLabels();
  const message = useMessageText();
  const full = value.length >= CREATOR_EDIT.categoriesMax;
  return (
    <fieldset className={clsx('field', 'category-picker', error && 'field--invalid')} aria-describedby={`${id}-note`}>
      <legend className="field__label">{label}</legend>
      <div className="cluster category-picker__chips">
        {categories.map((category) => {
          const chosen = value.includes(category.id);
          return (
            <button
              key={category.id}
              type="button"
              className={clsx('category-picker__chip', chosen && 'category-picker__chip--on')}
              aria-pressed={chosen}
              disabled={disabled || (!chosen && full)}
              onClick={() => onChange(chosen ? value.filter((v) => v !== category.id) : [...value, category.id])}
            >
              <span aria-hidden="true">{category.icon}</span> {labels.category(category)}
            </button>
          );
        })}
      </div>
      <p id={`${id}-note`} className={error ? 'field__error' : 'field__hint'}>
        {message(error) ?? hint}
      </p>
    </fieldset>
  );
}
