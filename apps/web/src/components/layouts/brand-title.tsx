import { Group, Image, Text } from '@mantine/core';
import { paths } from '../../config/paths.ts';
import { useBrand } from '../../lib/brand.ts';
import { LocalizedLink } from '../ui/localized-link.tsx';

/** The product title of the host (docs/product.md §1), linking home. */
export function BrandTitle() {
  const brand = useBrand();
  return (
    <LocalizedLink to={paths.home} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap="xs" wrap="nowrap">
        {brand.logoUrl && <Image src={brand.logoUrl} alt="" h={28} w="auto" />}
        <Text fw={700} size="lg">
          {brand.title}
        </Text>
      </Group>
    </LocalizedLink>
  );
}
