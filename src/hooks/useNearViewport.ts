import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether the element has come within `margin` (a CSS length) of the
 * viewport; once true it stays true.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  margin: string,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
        }
      },
      {rootMargin: margin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
