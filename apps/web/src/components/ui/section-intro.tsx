import { Paper, Text } from '@mantine/core';
import { PageTitle } from './page-title.tsx';

/** A cabinet section's heading and what it holds, for sections whose figures arrive with their feature. */
export function SectionIntro({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Paper withBorder p="lg">
        <Text>{text}</Text>
      </Paper>
    </>
  );
}
