import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useIsMobile } from '../../hooks/use-ui-state.ts';
import classes from './screen-parts.module.css';

/** The class that keeps a heading visible on wider screens and for screen readers only on phones. */
export const wideOnlyVisible = classes.wideOnlyVisible;

/**
 * Which of a layout's phone and wider parts to render, as the class each must carry (null: not rendered). The server
 * cannot know the screen, so its markup and the hydration have both and CSS shows the one that fits; React then keeps
 * only the one the window needs (decision 96).
 */
export function useScreenParts(): { phone: string | null; wide: string | null } {
  const hydrated = useHydrated();
  const isMobile = useIsMobile();
  return {
    phone: !hydrated || isMobile ? (classes.phone ?? null) : null,
    wide: !hydrated || !isMobile ? (classes.wide ?? null) : null,
  };
}
