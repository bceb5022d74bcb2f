import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 on white passes WCAG AA for text and filled buttons.
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: '700' },
  // A visitor who asks the system for less motion gets modals, menus and
  // notices that appear and go at once.
  respectReducedMotion: true,
  components: {
    // A select's list is rendered when it opens, not kept hidden in the page:
    // every closed list (with its scroll area) would otherwise be built and
    // measured as the page starts.
    // A plain object rather than Combobox.extend: importing Combobox here
    // would put it in every page's first load.
    Combobox: { defaultProps: { keepMounted: false } },
    // A notice's text in the page's text colour: Mantine's grey read at 3.3:1 on white.
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
    // A modal's <header> is not the page's banner: its dialog is named by its title.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
  },
});

/**
 * Mantine's default secondary text (gray.6), error red (red.6) and
 * placeholder grey (gray.5) fall below WCAG AA on white; darker shades pass.
 */
export const contrastSafeVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
