/** Sets the document title to "page — brand" and, where asked, shows the page heading. */
import { Title, VisuallyHidden } from '@mantine/core';
import { createContext, useContext, useEffect } from 'react';
import { useBrand } from '../../lib/brand.ts';

export function useDocumentTitle(page?: string): void {
  const brand = useBrand();
  useEffect(() => {
    document.title = page ? `${page} — ${brand.title}` : brand.title;
  }, [page, brand.title]);
}

/** True where the layout's header already shows the page title (the cabinet on phones). */
export const HeaderShowsTitle = createContext(false);

export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  const title = (
    <Title order={1} size="h2" mb="lg">
      {children}
    </Title>
  );
  return useContext(HeaderShowsTitle) ? <VisuallyHidden>{title}</VisuallyHidden> : title;
}
