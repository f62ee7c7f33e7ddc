/** A phone's width, below Mantine's `xs` breakpoint (576 px): tables become cards there. */
export const PHONE = '(max-width: 575.98px)';
