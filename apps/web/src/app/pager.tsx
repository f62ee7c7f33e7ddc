import { Group, type MantineSize, type MantineSpacing, Pagination } from '@mantine/core';

interface PagerProps {
  /** How many pages the list has; nothing is drawn for one or none. */
  pages: number;
  page: number;
  onChange(page: number): void;
  mt?: MantineSpacing;
  size?: MantineSize;
  'aria-label'?: string;
}

/** Numbered pages centred under a list, when it has more than one. */
export function Pager({ pages, page, onChange, mt, size, 'aria-label': label }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt={mt}>
      <Pagination total={pages} value={Math.min(page, pages)} onChange={onChange} size={size} aria-label={label} />
    </Group>
  );
}
