import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/icons/icons';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title; read out as the dialog's description. */
  description?: ReactNode;
  /** Wider content (forms with several groups). */
  size?: 'sm' | 'md';
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog (Radix): focus trapped and restored, Escape and the close button dismiss it,
 * the page behind is inert. On narrow screens it rises from the bottom as a sheet.
 */
export function Dialog({ open, onOpenChange, title, description, size = 'md', className, children }: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="overlay dialog__overlay" />
        <RadixDialog.Content
          className={clsx('dialog', `dialog--${size}`, className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="dialog__close" aria-label={t('components.dialog.close')}>
              <CloseIcon size={18} />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          )}
          <div className="dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
