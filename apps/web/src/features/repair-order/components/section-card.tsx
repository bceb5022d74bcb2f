import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One part of the page under its heading. The heading takes focus after an
 * action changed what the part shows, so the keyboard stays where the
 * change is (see `focusSection`).
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

/** Ids of the parts' headings, to move the focus to. */
export const SECTION_ID = {
  status: 'repair-order-status',
  details: 'repair-order-details',
  documents: 'repair-order-documents',
  reschedule: 'repair-order-reschedule',
  cancellation: 'repair-order-cancellation',
  quote: 'repair-order-quote',
} as const;

/**
 * After React has drawn the refreshed order: the heading of `id`, or the
 * status heading when that part is gone (e.g. the cancel part after cancelling).
 */
export function focusSection(id: string) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id) ?? document.getElementById(SECTION_ID.status);
    target?.focus();
  });
}
