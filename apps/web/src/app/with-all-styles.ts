/**
 * Loads a part's code together with Mantine's whole stylesheet. A first screen (route table
 * `firstStyles`) is drawn with the first screens' styles only (mantine-first.css); what it draws
 * later or on demand (a dialog, a tab, a section below the fold) may use any Mantine component, so
 * its code arrives with all of Mantine's styles, as any other page's does (docs/benchmarks.md,
 * "First screen").
 */
export async function withAllStyles<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), import('./mantine-all-styles.ts')]);
  return loaded;
}
