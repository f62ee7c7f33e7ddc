import { LOGIN_CODE_LENGTH } from '@abasto/domain/login-code';
import { MSG } from '@abasto/domain/messages';
import { createTheme, DEFAULT_THEME, em, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { AreaLanguage } from '../lib/area-language.ts';

/** Sidebar breakpoints (docs/product.md#layout): overlay below 767 px, mini from 767 to 1299 px, full from 1300 px. */
export const SIDEBAR_MINI_FROM = 767;
export const SIDEBAR_FULL_FROM = 1300;

/**
 * Mantine's palettes with shades 6 to 9 darkened until each reads at 5:1 or more on white and on
 * the pages' grey (docs/product.md#accessibility). Shade 6 is what text, links, light badges and
 * filled buttons use, so every coloured text meets 4.5:1 without a page choosing a darker shade;
 * gray 6 is the "dimmed" text.
 */
const READABLE: Record<string, MantineColorsTuple> = {
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#666c72', '#495057', '#343a40', '#212529'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#be3e3e', '#b12e2e', '#aa2525', '#9e2121'],
  pink: ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#ba3b67', '#b22a5a', '#a7204f', '#9c1c48'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#9e3eb6', '#9535ad', '#8a30a0', '#7e2b93'],
  violet: ['#f3f0ff', '#e5dbff', '#d0bfff', '#b197fc', '#9775fa', '#845ef7', '#724be4', '#6642d4', '#5e3bc6', '#5738b3'],
  indigo: ['#edf2ff', '#dbe4ff', '#bac8ff', '#91a7ff', '#748ffc', '#5c7cfa', '#4361d9', '#3955ca', '#334ebc', '#3046b0'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#1b6db4', '#1663a8', '#145998', '#14538e'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#0f7685', '#0b6978', '#096271', '#095968'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0c7857', '#087051', '#066548', '#065e43'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#297a37', '#226d2f', '#1e642b', '#1d5d2a'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#4b7411', '#436a0d', '#3b6109', '#395b08'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#8c6303', '#855600', '#834c00', '#7d4100'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#a5520d', '#a14305', '#973a08', '#92300a'],
};

/** A read-only (disabled) field stays readable: full opacity, the text's colour (docs/product.md#accessibility). */
const READABLE_WHEN_DISABLED = { opacity: 1, color: 'var(--mantine-color-text)', cursor: 'default' } as const;

function readableDisabledLabel(_theme: unknown, props: { disabled?: boolean }) {
  return props.disabled ? { label: { color: 'var(--mantine-color-text)', cursor: 'default' } } : {};
}

/**
 * The theme in an area's language: the shared controls without a visible text (the ✕ of dialogs
 * and messages, the pager's arrows, the date pickers' arrows and clear button, the colour
 * picker's eyedropper, each box of the login code) are named once here (docs/product.md#accessibility).
 */
export function themeFor(lang: AreaLanguage): MantineThemeOverride {
  const close = { 'aria-label': MSG.a11yClose[lang] };
  const calendarLabels = { previousLabel: MSG.a11yPrevious[lang], nextLabel: MSG.a11yNext[lang] };
  const clearDate = { clearButtonProps: { 'aria-label': MSG.a11yClearDate[lang] } };
  const pagerLabels = {
    first: MSG.a11yFirstPage[lang],
    previous: MSG.a11yPreviousPage[lang],
    next: MSG.a11yNextPage[lang],
    last: MSG.a11yLastPage[lang],
  } as const;
  return createTheme({
    primaryColor: 'blue',
    colors: { ...DEFAULT_THEME.colors, ...READABLE },
    autoContrast: true,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    breakpoints: {
      xs: em(576),
      sm: em(SIDEBAR_MINI_FROM),
      md: em(1024),
      lg: em(SIDEBAR_FULL_FROM),
      xl: em(1600),
    },
    components: {
      CloseButton: { defaultProps: close },
      Modal: { defaultProps: { closeButtonProps: close } },
      Drawer: { defaultProps: { closeButtonProps: close } },
      Notification: { defaultProps: { closeButtonProps: close } },
      Pagination: {
        defaultProps: { getControlProps: (control: keyof typeof pagerLabels) => ({ 'aria-label': pagerLabels[control] }) },
      },
      PinInput: {
        defaultProps: { getInputProps: (index: number) => ({ 'aria-label': MSG.a11yDigit[lang](index + 1, LOGIN_CODE_LENGTH) }) },
      },
      ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': MSG.a11yEyeDropper[lang] } } },
      Calendar: { defaultProps: calendarLabels },
      DatePicker: { defaultProps: calendarLabels },
      DateInput: { defaultProps: { ...calendarLabels, ...clearDate } },
      DatePickerInput: { defaultProps: { ...calendarLabels, ...clearDate } },
      DateTimePicker: { defaultProps: { ...calendarLabels, ...clearDate } },
      // A menu holds only its items (axe's aria-required-children), so Mantine's focusable
      // placeholder is left out: an opened menu puts the focus on its first item, as the menu
      // button pattern does, and the arrow keys move on from there (docs/product.md#accessibility).
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      MenuItem: { defaultProps: { 'data-autofocus': true } },
      // A closed list (Select, MultiSelect, Autocomplete…) keeps no options in the page: they are
      // drawn when it opens. Mantine keeps them mounted and hidden by default, each list placed by
      // floating-ui after mounting, which on a form of several lists was most of its first draw
      // (docs/benchmarks.md, "Supplier detail").
      Combobox: { defaultProps: { keepMounted: false } },
      // A wide table scrolled sideways on a phone can be scrolled by keyboard too.
      TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
      Input: {
        styles: (_theme: unknown, props: { disabled?: boolean }) => (props.disabled ? { input: READABLE_WHEN_DISABLED } : {}),
      },
      // The label of a read-only switch or check box reads as plain text (its control stays grey).
      Switch: { styles: readableDisabledLabel },
      Checkbox: { styles: readableDisabledLabel },
      Radio: { styles: readableDisabledLabel },
    },
  });
}

/** The theme of the procurement area (Spanish). */
export const theme = themeFor('es');
