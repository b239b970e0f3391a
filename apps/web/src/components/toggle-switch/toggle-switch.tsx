import clsx from 'clsx';
import { type ReactNode, useId } from 'react';
import './toggle-switch.css';

export interface ToggleSwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Label after the switch (default) or before it, pushed to the far end. */
  labelFirst?: boolean;
  className?: string;
}

/** An on/off switch with its visible label (a button of role switch; Space and Enter toggle it). */
export function ToggleSwitch({
  label,
  checked,
  onCheckedChange,
  disabled,
  labelFirst = false,
  className,
}: ToggleSwitchProps) {
  const id = useId();
  const state = checked ? 'checked' : 'unchecked';
  return (
    <div className={clsx('toggle-switch', labelFirst && 'toggle-switch--label-first', className)}>
      <button
        type="button"
        role="switch"
        id={id}
        className="toggle-switch__root"
        aria-checked={checked}
        data-state={state}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className="toggle-switch__thumb" data-state={state} />
      </button>
      <label className="toggle-switch__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
