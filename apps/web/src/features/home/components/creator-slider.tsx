import { HOME_SLIDER_SIZE } from '@fanlens/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CreatorCard } from '@/components/creator-card/creator-card';
import { CreatorCardSkeleton } from '@/components/creator-card/creator-card-skeleton';
import { Slider } from '@/components/slider/slider';
import type { Creator } from '@/types/api';
import { SectionState } from './section-state';

export interface CreatorSliderProps {
  id: string;
  title: string;
  query: UseQueryResult<Creator[]>;
  action?: ReactNode;
  /** Leaves the section out when empty or failed, instead of saying so (a slider that may have nothing). */
  hideWhenEmpty?: boolean;
}

/** A home slider of creator cards with its own skeletons, empty and error states. */
export function CreatorSlider({ id, title, query, action, hideWhenEmpty }: CreatorSliderProps) {
  const { t } = useTranslation();
  const heading = (
    <h2 id={id} className="home-section__title">
      {title}
    </h2>
  );
  if (query.isPending) {
    return (
      <Slider label={t('home.section.loading', { section: title })} heading={heading} action={action} busy>
        {Array.from({ length: HOME_SLIDER_SIZE }, (_, i) => (
          <CreatorCardSkeleton key={i} />
        ))}
      </Slider>
    );
  }
  if (query.isError || query.data.length === 0) {
    if (hideWhenEmpty) return null;
    return (
      <section className="stack home-section" aria-labelledby={id}>
        <div className="cluster home-section__head">{heading}</div>
        <SectionState error={query.isError} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  return (
    <Slider label={title} heading={heading} action={action}>
      {query.data.map((creator) => (
        <CreatorCard key={creator.id} creator={creator} />
      ))}
    </Slider>
  );
}
