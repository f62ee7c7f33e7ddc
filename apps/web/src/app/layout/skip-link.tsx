import { MSG } from '@abasto/domain/messages';
import { Box } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { pathArea } from './page-title.ts';
import classes from './skip-link.module.css';

/** The id of every page's one `<main>`, which the skip link moves to. */
export const MAIN_ID = 'contenido';

/**
 * The page's first focusable element, shown only when focused: "Saltar al contenido" (Portuguese
 * on care screens) moves the focus to the page's `<main>` (docs/product.md#accessibility).
 */
export function SkipLink() {
  const { pathname } = useLocation();
  const lang = pathArea(pathname) === 'care' ? 'pt' : 'es';
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Moved by hand: a change of the address's fragment would be a navigation for the router.
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView({ block: 'start' });
  };
  return (
    <Box component="a" href={`#${MAIN_ID}`} className={classes.skip} onClick={skip} data-testid="skip-link">
      {MSG.a11ySkipToContent[lang]}
    </Box>
  );
}

/** The frame of the pages outside the session (login, registration, recovery, answer by link): the skip link and the one `<main>`. */
export function PublicFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
    </>
  );
}
