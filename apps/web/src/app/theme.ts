import { createTheme, em } from '@mantine/core';

/** Sidebar breakpoints (docs/product.md#layout): overlay below 767 px, mini from 767 to 1299 px, full from 1300 px. */
export const SIDEBAR_MINI_FROM = 767;
export const SIDEBAR_FULL_FROM = 1300;

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  breakpoints: {
    xs: em(576),
    sm: em(SIDEBAR_MINI_FROM),
    md: em(1024),
    lg: em(SIDEBAR_FULL_FROM),
    xl: em(1600),
  },
});
