/**
 * A ref for a sideways scroller that marks where more of it lies: `data-scrolled` once it has left
 * its start, `data-at-end` at its end (or when it does not scroll at all). Its CSS fades the edge
 * where more is hidden, the hint that the row goes on. React calls the returned cleanup when the
 * element goes.
 */
export function scrollEdges(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const update = () => {
    const { scrollLeft, scrollWidth, clientWidth } = element;
    element.toggleAttribute('data-scrolled', scrollLeft > 1);
    element.toggleAttribute('data-at-end', scrollLeft + clientWidth >= scrollWidth - 1);
  };
  update();
  element.addEventListener('scroll', update, { passive: true });
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  resized?.observe(element);
  return () => {
    element.removeEventListener('scroll', update);
    resized?.disconnect();
  };
}
