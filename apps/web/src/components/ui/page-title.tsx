/** Sets the document title to "page — brand" and, where asked, shows the page heading. */
import { Title } from '@mantine/core';
import { createContext, useContext, useEffect } from 'react';
import { useBrand } from '../../lib/brand.ts';
import { wideOnlyVisible } from '../layouts/screen-parts.ts';

export function useDocumentTitle(page?: string): void {
  const brand = useBrand();
  useEffect(() => {
    document.title = page ? `${page} — ${brand.title}` : brand.title;
  }, [page, brand.title]);
}

/** True where the layout's header shows the page title on phones (the cabinet's). */
export const HeaderShowsTitle = createContext(false);

export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  // By CSS, not by the window's width: the server renders the cabinet for every screen (decision 96).
  return (
    <Title order={1} size="h2" mb="lg" className={useContext(HeaderShowsTitle) ? wideOnlyVisible : undefined}>
      {children}
    </Title>
  );
}
