import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './field-list.module.css';

/**
 * One part of a private page under its heading. The heading can take focus,
 * so that after an action changed what the part shows the keyboard stays
 * where the change is.
 */
export function SectionCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xs"
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="md">
        <Title order={2} size="h4" id={id} tabIndex={-1} style={{ outlineOffset: 4 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Label and value pairs; on a phone each value goes under its label. */
export function FieldList({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={classes.fields}>
      {rows.map(([label, value]) => (
        <div key={label} className={classes.field}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
