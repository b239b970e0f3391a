import type { ListingPreview, ListingSource } from '@fanlens/shared';
import type { ListingRow } from './listing';

/** A page's row as the preview shows it, before it is saved. */
export function presentPreview(row: ListingRow, source: ListingSource): ListingPreview {
  return {
    platform: row.platform,
    username: row.username,
    source,
    name: row.name,
    bio: row.bio,
    url: row.url,
    media: { avatar: row.avatar },
    counters: {
      likes: row.likes,
      photos: row.photos,
      posts: row.posts,
      videos: row.videos,
      subscribers: row.subscribers,
    },
    links: row.links,
    price: row.price_cents,
    promoPrice: row.promo_price_cents,
    promoOff: row.promo_off,
    nsfw: row.nsfw,
  };
}
