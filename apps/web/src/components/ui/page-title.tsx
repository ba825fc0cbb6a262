/** Sets the document title to "page — brand" and, where asked, shows the page heading. */
import { Title } from '@mantine/core';
import { useEffect } from 'react';
import { useBrand } from '../../features/brand/api/get-brand.ts';

export function useDocumentTitle(page?: string): void {
  const brand = useBrand();
  useEffect(() => {
    document.title = page ? `${page} — ${brand.title}` : brand.title;
  }, [page, brand.title]);
}

export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return (
    <Title order={1} size="h2" mb="lg">
      {children}
    </Title>
  );
}
