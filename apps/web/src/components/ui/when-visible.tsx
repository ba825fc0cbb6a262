/**
 * Renders its children once their place comes within `margin` of the viewport. Sections far below the fold wrap
 * lazy components in it, so their code loads when the reader nears them rather than with the page (the
 * cabinet's JS budget). Until then the placeholder holds the place and, with `id`, the target of an anchor.
 */
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

export function WhenVisible({
  children,
  placeholder,
  id,
  margin = '300px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  id?: string;
  margin?: string;
}) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = spot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => setNear((was) => was || entries.some((e) => e.isIntersecting)),
      {
        rootMargin: margin,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  if (near) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return (
    <div ref={spot} id={id}>
      {placeholder}
    </div>
  );
}
