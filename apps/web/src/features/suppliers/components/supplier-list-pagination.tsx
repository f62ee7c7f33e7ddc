import { MSG } from '@abasto/domain/messages';
import { Button, Group, Text } from '@mantine/core';
import { usePagination } from '@mantine/hooks';

interface Props {
  page: number;
  totalPages: number;
  onChange(page: number): void;
}

/** Volver, numbered pages, Siguiente (docs/product.md#supplier-list). */
export function SupplierListPagination({ page, totalPages, onChange }: Props) {
  const pagination = usePagination({ total: Math.max(totalPages, 1), page, onChange, siblings: 1, boundaries: 1 });
  if (totalPages <= 1) return null;
  return (
    <Group gap={6} justify="center" wrap="wrap" component="nav" aria-label="Paginación">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {MSG.supplierPagePrevious}
      </Button>
      {pagination.range.map((item, i) =>
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
