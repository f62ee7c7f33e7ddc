import { MSG } from '@abasto/domain/messages';
import { Button, Group, Text } from '@mantine/core';
import { usePagination } from '@mantine/hooks';

interface Props {
  page: number;
  totalPages: number;
  onChange(page: number): void;
  /** The count stopped at its cap: the last page is not known, so none is shown as last. */
  open?: boolean;
}

/**
 * Volver, numbered pages, Siguiente (docs/product.md#supplier-list). An open list (a count past its
 * cap) ends in "…" after the next page instead of a last page number.
 */
export function SupplierListPagination({ page, totalPages, onChange, open = false }: Props) {
  const pagination = usePagination({ total: Math.max(totalPages, 1), page, onChange, siblings: 1, boundaries: 1 });
  if (totalPages <= 1) return null;
  const range: (number | 'dots')[] = open ? pagination.range.filter((item) => item === 'dots' || item <= page + 1) : pagination.range;
  if (open && range.at(-1) !== 'dots') range.push('dots');
  return (
    <Group gap={6} justify="center" wrap="wrap" component="nav" aria-label={MSG.supplierPagination}>
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {MSG.supplierPagePrevious}
      </Button>
      {range.map((item, i) =>
        item === 'dots' ? (
          <Text key={`dots-${i}`} c="dimmed" size="sm" px={4}>
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="xs"
            variant={item === page ? 'filled' : 'default'}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
            miw={34}
            px={8}
          >
            {item}
          </Button>
        ),
      )}
      <Button variant="default" size="xs" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {MSG.supplierPageNext}
      </Button>
    </Group>
  );
}
