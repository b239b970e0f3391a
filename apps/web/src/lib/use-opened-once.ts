import { useCallback, useState } from 'react';

/**
 * Open state for a dialog whose code loads the first time it opens: `opened` turns true at the
 * first `show()` and stays true, so the lazily loaded dialog mounts once and can animate closed.
 */
export function useOpenedOnce() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);
  return { open, opened, show, setOpen };
}
