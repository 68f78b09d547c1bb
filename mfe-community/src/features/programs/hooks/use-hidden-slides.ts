import { useEffect, type RefObject } from 'react';

/**
 * react-slick marks off-screen slides and its looping clones aria-hidden, but their links stay in the tab
 * order. Every slide that is not the visible original is made inert (no focus, no clicks, hidden from
 * assistive technology); a MutationObserver follows react-slick's class changes as slides move.
 */
export function useHiddenSlides(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const sync = () => {
      container.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
        const visible = slide.classList.contains('slick-active') && !slide.classList.contains('slick-cloned');
        if (visible) {
          slide.removeAttribute('inert');
          slide.setAttribute('aria-hidden', 'false');
        } else {
          slide.setAttribute('inert', '');
          slide.setAttribute('aria-hidden', 'true');
        }
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    return () => observer.disconnect();
  }, [containerRef]);
}
