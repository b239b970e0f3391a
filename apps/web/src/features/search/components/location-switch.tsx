import { formatCoordinates } from '@fanlens/shared';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster/toast';
import { ToggleSwitch } from '@/components/toggle-switch/toggle-switch';

const POSITION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 10 * 60_000 };

/** True when the browser can tell where the user is. */
export const canLocate = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

const noSubscription = () => () => undefined;

/**
 * The server renders the switch (every current browser can locate); the browser says whether it
 * can. Both agree in practice, so hydration has nothing to render again.
 */
const useCanLocate = () => useSyncExternalStore(noSubscription, canLocate, () => true);

/**
 * 'Use my current location': on, it asks the browser for the position and sets the
 * coordinates ('lat, lon'); off, it clears them. Left out where geolocation does not exist.
 */
export function LocationSwitch({ coordinates, onChange }: { coordinates: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  if (!useCanLocate()) return null;

  const toggle = (on: boolean) => {
    if (!on) {
      onChange('');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange(formatCoordinates({ lat: position.coords.latitude, lon: position.coords.longitude }));
      },
      () => {
        setLocating(false);
        toast.error(t('search.filters.locationError'));
      },
      POSITION_OPTIONS,
    );
  };

  return (
    <ToggleSwitch
      className="filter-panel__switch"
      labelFirst
      label={t('search.filters.location')}
      checked={Boolean(coordinates) || locating}
      disabled={locating}
      onCheckedChange={toggle}
    />
  );
}
