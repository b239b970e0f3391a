import clsx from 'clsx';
import { useId } from 'react';
import { useContentLabels } from '@/lib/content-labels';
import { useMessageText } from '@/lib/message-text';

export interface TagChoicesProps {
  label: string;
  choices: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  tone: 'positive' | 'negative';
  error?: string;
}

/** A group of toggle chips (buttons with aria-pressed); the chosen ones keep the list's order. */
export function TagChoices({ label, choices, value, onChange, tone, error }: TagChoicesProps) {
  const message = useMessageText();
  const id = useId();
  const labels = useContentLabels();
  const toggle = (tag: string) => {
    const chosen = value.includes(tag) ? value.filter((item) => item !== tag) : [...value, tag];
    onChange(choices.filter((choice) => chosen.includes(choice)));
  };
  return (
    <div
      className={clsx('tag-choices', `tag-choices--${tone}`)}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <p id={`${id}-label`} className="tag-choices__label">
        {label}
      </p>
      <div className="cluster tag-choices__chips">
        {choices.map((tag) => {
          const on = value.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              className={clsx('tag-choices__chip', on && 'tag-choices__chip--on')}
              aria-pressed={on}
              onClick={() => toggle(tag)}
            >
              <span aria-hidden="true">{on ? '✓' : tone === 'positive' ? '+' : '−'}</span>
              {labels.reviewTag(tag)}
            </button>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {message(error)}
        </p>
      )}
    </div>
  );
}
