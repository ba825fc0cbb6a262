import { Group, Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './admin-withdrawals.module.css';

/** One titled part of a withdrawal's page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Group mb="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}

export type Fact = [label: string, value: ReactNode];

/** Label–value pairs: two columns on a wide screen, one under the other on a phone. */
export function Facts({ items }: { items: Fact[] }) {
  return (
    <dl className={classes.facts}>
      {items.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
