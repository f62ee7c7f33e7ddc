import { Box, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeDescriptionHtml } from '../../../lib/safe-html.ts';
import classes from './rich-text-view.module.css';

/**
 * A description that is only read (the quotation detail, a read-only confirm screen, the answer
 * screen): its stored HTML cleaned by an allow-list and drawn at once, without the editor's code,
 * so nothing waits for it or moves when it arrives (docs/product.md#quotation-detail).
 */
export function RichTextView({ value, labelId }: { value: string; labelId?: string }) {
  const html = useMemo(() => sanitizeDescriptionHtml(value), [value]);
  return (
    <Box className={classes.frame} role="group" aria-labelledby={labelId} data-testid="rich-text">
      <Typography className={classes.content} dangerouslySetInnerHTML={{ __html: html }} />
    </Box>
  );
}
