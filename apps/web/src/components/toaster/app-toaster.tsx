import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@fanlens/shared';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from './toaster-store';
import './app-toaster.css';

/** Notifications: bottom left, hidden after 5 s, at most 3 at once (docs/product/site.md, "Notifications"). */
export function AppToaster() {
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      position="bottom-left"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_MAX_VISIBLE}
      theme="dark"
      closeButton
      toastOptions={{ className: 'app-toast' }}
    />
  );
}
