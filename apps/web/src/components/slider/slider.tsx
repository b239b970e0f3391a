import clsx from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, type ReactNode, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/icons';
import { useNearViewport } from '@/lib/use-near-viewport';
import './slider.css';

export interface SliderProps {
  /** The carousel's accessible name. */
  label: string;
  /** Shown at the left of the top bar (usually the section heading). */
  heading?: ReactNode;
  /** Shown before the arrows (e.g. a 'See all' link). */
  action?: ReactNode;
  /** `wide` slides are about twice as wide (reviews); `default` goes from 1 to 7.7 per view. */
  size?: 'default' | 'wide';
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/** Embla needs these; without them (old browsers, jsdom) the row simply scrolls natively. */
const canAnimate =
  typeof window !== 'undefined' &&
  'IntersectionObserver' in window &&
  'ResizeObserver' in window &&
  typeof window.matchMedia === 'function';

/**
 * A horizontal carousel (Embla): 1 slide per view on phones up to SLIDER_MAX_SLIDES (7.7) on
 * the widest screens (CSS breakpoints), arrows that page by what is in view, drag and swipe.
 */
export function Slider({ label, heading, action, size = 'default', busy, className, children }: SliderProps) {
  const { t } = useTranslation();
  const [sectionRef, near, bringNear] = useNearViewport(canAnimate);
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 'auto',
    active: canAnimate,
  });
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {};
      embla.on('select', onChange).on('reInit', onChange).on('resize', onChange);
      return () => {
        embla.off('select', onChange).off('reInit', onChange).off('resize', onChange);
      };
    },
    [embla],
  );
  const slides = Children.toArray(children);
  // 'prev|next' as a string so that an unchanged state is the same snapshot. Before the carousel
  // starts (and in the server's HTML), Next is offered when there is more than one slide, and
  // starts it when pressed.
  const notStarted = `false|${slides.length > 1}`;
  const edgesKey = useSyncExternalStore(
    subscribe,
    () => (embla ? `${embla.canScrollPrev()}|${embla.canScrollNext()}` : notStarted),
    () => notStarted,
  );
  const [canPrev, canNext] = edgesKey.split('|').map((flag) => flag === 'true');
  // A press before the carousel has started is done once it has.
  const pending = useRef<'prev' | 'next' | null>(null);
  useEffect(() => {
    if (!embla) return;
    // Until it started the row scrolled natively; the carousel moves it from the start.
    embla.rootNode().scrollLeft = 0;
    if (pending.current === 'next') embla.scrollNext();
    else if (pending.current === 'prev') embla.scrollPrev();
    pending.current = null;
  }, [embla]);
  const go = (direction: 'prev' | 'next') => {
    if (!embla) {
      pending.current = direction;
      bringNear();
    } else if (direction === 'next') embla.scrollNext();
    else embla.scrollPrev();
  };
  return (
    <section
      ref={sectionRef}
      className={clsx('slider', `slider--${size}`, className)}
      aria-roledescription="carousel"
      aria-label={label}
      aria-busy={busy || undefined}
    >
      <div className="slider__bar">
        {heading && <div className="slider__heading">{heading}</div>}
        <div className="slider__actions">
          {action}
          <div className="slider__arrows">
            <button
              type="button"
              className="slider__arrow"
              onClick={() => go('prev')}
              disabled={!canPrev}
              aria-label={t('components.slider.previous')}
            >
              <ChevronLeftIcon size={18} />
            </button>
            <button
              type="button"
              className="slider__arrow"
              onClick={() => go('next')}
              disabled={!canNext}
              aria-label={t('components.slider.next')}
            >
              <ChevronRightIcon size={18} />
            </button>
          </div>
        </div>
      </div>
      <div
        // Scrolls natively until the carousel starts (in the server's HTML, and where it cannot).
        className={clsx('slider__viewport', !embla && 'slider__viewport--native')}
        ref={canAnimate && near ? viewportRef : undefined}
      >
        <div className="slider__track">
          {slides.map((slide, index) => (
            <div
              key={index}
              className="slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('components.slider.slide', { index: index + 1, count: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
