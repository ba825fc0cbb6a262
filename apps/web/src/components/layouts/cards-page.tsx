/** A cabinet page of cards: its title, two cards side by side from md up, then the others one under another. */
import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../ui/page-title.tsx';

export function CardsPage({
  title,
  first,
  second,
  children,
}: {
  title: string;
  first: ReactNode;
  second: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {first}
          {second}
        </SimpleGrid>
        {children}
      </Stack>
    </>
  );
}
