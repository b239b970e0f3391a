import { PLATFORM_NAMES, SOCIAL_LINKS, creatorReviewsFeedPath } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@/components/page/page-head';
import { paths } from '@/config/paths';
import type { Creator } from '@/types/api';
import { bioToText, safeHref } from './bio-html';
import { useFormats } from '@/lib/formats';

const DESCRIPTION_MAX = 160;

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The creator's share image (1200×630, made by the API). */
export const shareImagePath = (creator: Creator) =>
  `/api/creators/share/${encodeURIComponent(creator.username.toLowerCase())}.png`;

/**
 * The creator page's head: title, description (rating, review count, the start of the bio),
 * canonical address, share image, Open Graph profile, SafeSearch rating for NSFW creators and
 * JSON-LD (a ProfilePage about the creator, and the breadcrumb Home › platform › creator).
 */
export function CreatorHead({ creator }: { creator: Creator }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const name = creator.name?.trim() || creator.username;
  const platform = PLATFORM_NAMES[creator.platform];
  const { rating, reviewCount } = creator.reviewsStatistic;
  const summary = t('creator.head.summary', { name, platform, rating: formats.decimal(rating, 1), count: reviewCount });
  const bio = creator.bio ? bioToText(creator.bio) : '';
  const description = shorten(bio ? `${summary} ${bio}` : summary, DESCRIPTION_MAX);
  const path = paths.creator(creator.username);
  const image = shareImagePath(creator);
  const sameAs = [creator.url, ...SOCIAL_LINKS.map((key) => creator.links[key])]
    .map((link) => safeHref(link))
    .filter((link): link is string => link !== null);
  return (
    <PageHead
      title={`${t('creator.documentTitle', { name, username: creator.username })} · FanLens`}
      description={description}
      canonicalPath={path}
      image={image}
      type="profile"
      adult={creator.nsfw}
      // The reviews feed, and oEmbed discovery (https://oembed.com): the rating badge as a rich embed.
      alternates={(absolute) => [
        {
          type: 'application/atom+xml',
          href: creatorReviewsFeedPath(creator.username),
          title: t('creator.head.reviewsFeed', { name }),
        },
        {
          type: 'application/json+oembed',
          href: `/api/oembed?url=${encodeURIComponent(absolute(path))}&format=json`,
          title: t('creator.documentTitle', { name, username: creator.username }),
        },
      ]}
      jsonLd={(absolute) => [
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url: absolute(path),
          name: t('creator.documentTitle', { name, username: creator.username }),
          ...(creator.verifiedAt ? { dateModified: creator.verifiedAt } : {}),
          mainEntity: {
            '@type': 'Person',
            name,
            alternateName: `@${creator.username}`,
            ...(bio ? { description: shorten(bio, 300) } : {}),
            image: absolute(creator.media.avatar ?? image),
            sameAs,
          },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'FanLens', item: absolute(paths.home()) },
            {
              '@type': 'ListItem',
              position: 2,
              name: platform,
              item: absolute(paths.search({ platform: creator.platform })),
            },
            { '@type': 'ListItem', position: 3, name, item: absolute(path) },
          ],
        },
      ]}
    />
  );
}
