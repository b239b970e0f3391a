import * as Switch from '@radix-ui/react-switch';
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

/** An on/off switch with its visible label (role switch). */
export function ToggleSwitch({
  label,
  checked,
  onCheckedChange,
  disabled,
  labelFirst = false,
  className,
}: ToggleSwitchProps) {
  const id = useId();
  return (
    <div className={clsx('toggle-switch', labelFirst && 'toggle-switch--label-first', className)}>
      <Switch.Root
        id={id}
        className="toggle-switch__root"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
      >
        <Switch.Thumb className="toggle-switch__thumb" />
      </Switch.Root>
      <label className="toggle-switch__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
