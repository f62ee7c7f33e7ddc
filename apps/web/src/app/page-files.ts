/**
 * The files of the page being opened, as the server names them in index.html (the build's
 * route-files.json, derived from the route table): with a stored session, early.ts asks for them
 * at once, so they download with the app's code instead of after it has run (docs/benchmarks.md,
 * "First load"). Code as modulepreload; styles as preload, so that the router's own stylesheet
 * link (which waits for them before the page is drawn) finds them downloaded.
 */
export function preloadPageFiles(doc: Document = document): string[] {
  const files = doc.querySelector<HTMLMetaElement>('meta[name="abasto-page-files"]')?.content.split(/\s+/).filter(Boolean) ?? [];
  for (const href of files) {
    const link = doc.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
  return files;
}
