import { Loader, Skeleton } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render.tsx';

describe('theme', () => {
  it('marks every placeholder as busy, so assistive technology and the e2e checks know content is still loading', async () => {
    const { container } = await renderWithApp(
      <>
        <Skeleton h={20} />
        <Loader />
      </>,
    );
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
  });
});
