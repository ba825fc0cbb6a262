/** The frame of the public layouts: a header with the brand and the layout's actions, the page, the footer. */
import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BrandTitle } from './brand-title.tsx';
import { SiteFooter } from './site-footer.tsx';

export function SiteShell({ actions, width }: { actions: ReactNode; width: number }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="space-between" px="md" py="sm" wrap="wrap" gap="sm">
        <BrandTitle />
        {actions}
      </Group>
      <Container component="main" size={width} w="100%" py="xl" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <SiteFooter />
    </Box>
  );
}
