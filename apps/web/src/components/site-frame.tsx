import { Box, Container, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

const RULE = '1px solid var(--mantine-color-gray-3)';

/**
 * A page of the shop or the legal area: a white header bar, the page's own
 * `main`, and a white footer bar, at least a screen high.
 */
export function SiteFrame({
  size,
  header,
  footer,
  children,
}: {
  /** The width of the header's and footer's content. */
  size: MantineSize;
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: RULE }}>
        <Container size={size} py="sm">
          {header}
        </Container>
      </Box>
      {children}
      <Box component="footer" bg="white" style={{ borderTop: RULE }}>
        <Container size={size} py="md">
          {footer}
        </Container>
      </Box>
    </Box>
  );
}
