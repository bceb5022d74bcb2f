/**
 * Class of screen-only parts (page header and footer, buttons) that a page
 * with its own print layout hides when printing. The page's print style
 * sheet holds the rule, so it applies only where printing is designed.
 */
export const NO_PRINT_CLASS = 'no-print';
