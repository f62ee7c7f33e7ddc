// All of Mantine's styles, loaded before any page but the first screens is drawn (router.tsx):
// the first screens carry only theirs (mantine-first.css, docs/benchmarks.md "First screen").
// Loaded after those, the whole file restates their rules in Mantine's own order.
import '@mantine/core/styles.css';
