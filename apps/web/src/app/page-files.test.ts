import { afterEach, describe, expect, it } from 'vitest';
import { preloadPageFiles } from './page-files.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the page files index.html names', () => {
  it('asks for the code as modules and the styles as styles, with the credentials mode of the app', () => {
    document.head.innerHTML = '<meta name="abasto-page-files" content="/assets/page-1.js /assets/ui-2.js /assets/styles-3.css">';
    expect(preloadPageFiles()).toEqual(['/assets/page-1.js', '/assets/ui-2.js', '/assets/styles-3.css']);
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('as'), l.getAttribute('crossorigin'), l.getAttribute('href')]);
    expect(links).toEqual([
      ['modulepreload', null, '', '/assets/page-1.js'],
      ['modulepreload', null, '', '/assets/ui-2.js'],
      // Not a stylesheet: the router adds its own and waits for it before the page is drawn.
      ['preload', 'style', '', '/assets/styles-3.css'],
    ]);
  });

  it('does nothing on a page index.html names no files for', () => {
    expect(preloadPageFiles()).toEqual([]);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
