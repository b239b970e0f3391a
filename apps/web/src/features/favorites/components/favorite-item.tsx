import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CreatorCard } from '@/components/creator-card/creator-card';
import type { Creator } from '@/types/api';
import { useRemoveFavorite } from '../api/remove-favorite';

/** A favorite creator's card with its remove button. */
export function FavoriteItem({ creator }: { creator: Creator }) {
  const { t } = useTranslation();
  const remove = useRemoveFavorite();
  const name = creator.name?.trim() || creator.username;
  return (
    <li className="favorite-item">
      <CreatorCard creator={creator} headingLevel={2} />
      <Button
        variant="secondary"
        size="sm"
        block
        className="favorite-item__remove"
        loading={remove.isPending}
        aria-label={t('favorites.removeLabel', { name })}
        onClick={() => remove.mutate(creator.id)}
      >
        <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.8 4 7.4 4c2 0 3.4 1 4.6 2.6C13.2 5 14.6 4 16.6 4c3.6 0 5.8 3.6 4.6 7.1-1.7 4.8-9.2 9.4-9.2 9.4Z" />
        </svg>
        {t('favorites.remove')}
      </Button>
    </li>
  );
}
