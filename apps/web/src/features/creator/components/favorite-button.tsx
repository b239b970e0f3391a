import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import type { Creator } from '@/types/api';
import { useToggleFavorite } from '../api/toggle-favorite';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.8 4 7.4 4c2 0 3.4 1 4.6 2.6C13.2 5 14.6 4 16.6 4c3.6 0 5.8 3.6 4.6 7.1-1.7 4.8-9.2 9.4-9.2 9.4Z" />
    </svg>
  );
}

/** Add to favorites / Remove from favorites: flips at once, goes back if the call fails. */
export function FavoriteButton({ creator }: { creator: Creator }) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite(creator.username);
  const favorite = creator.favorite;
  return (
    <Button
      variant="secondary"
      block
      className={clsx('favorite-button', favorite && 'favorite-button--on')}
      aria-busy={toggle.isPending || undefined}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate({ creatorId: creator.id, favorite: !favorite });
      }}
    >
      <HeartIcon filled={favorite} />
      {favorite ? t('creator.favorite.remove') : t('creator.favorite.add')}
    </Button>
  );
}
