/**
 * The sidebar of the cabinet and of the console: beside the content on wider screens, a full-width overlay behind a
 * burger on phones (docs/product.md §2).
 */
import '@mantine/core/styles/Burger.css';
import { type AppShellNavbarConfiguration, Burger } from '@mantine/core';
import { UI } from '@yc/contract/constants';
import { useTranslation } from '../../lib/i18n.ts';

/** The AppShell navbar of `width`, shown on phones only while `opened`. */
export const sidebarNavbar = (width: number, opened: boolean): AppShellNavbarConfiguration => ({
  width,
  // Mantine treats widths below the breakpoint as mobile; +1 makes exactly 600 px a phone (docs/product.md §9).
  breakpoint: UI.mobileBreakpointPx + 1,
  collapsed: { mobile: !opened },
});

/** The burger that opens and closes the phone's overlay, named for what it does next. */
export function MenuBurger({ opened, onClick }: { opened: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Burger
      opened={opened}
      onClick={onClick}
      size="sm"
      aria-label={t(opened ? 'nav.closeMenu' : 'nav.openMenu', { ns: 'common' })}
    />
  );
}
