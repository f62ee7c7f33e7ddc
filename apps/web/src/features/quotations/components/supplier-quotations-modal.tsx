import { MSG } from '@abasto/domain/messages';
import { Center, Loader, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { pageCount } from '../../../lib/paging.ts';
import { useSupplierQuotations } from '../api/supplier-quotations.ts';
import { QuotationTable } from './quotation-table.tsx';
import { useMedia } from '../../../lib/use-media.ts';

/** 'Ver Cotizaciones' on the supplier detail: that supplier's quotations, 5 per page. */
export function SupplierQuotationsModal({
  supplierId,
  opened,
  onClose,
}: {
  supplierId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const phone = useMedia('(max-width: 48em)');
  const { data, isLoading } = useSupplierQuotations(supplierId, page, opened);
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  return (
    <Modal opened={opened} onClose={onClose} title={MSG.quotationSupplierListTitle} size="xl" fullScreen={phone}>
      {isLoading && (
        <Center py="lg">
          <Loader />
        </Center>
      )}
      {data && data.total === 0 && (
        <Text ta="center" c="dimmed" py="lg">
          {MSG.quotationSupplierListEmpty}
        </Text>
      )}
      {data && data.total > 0 && (
        <QuotationTable rows={data.data} variant="supplier" page={page} pages={pages} onPage={setPage} />
      )}
    </Modal>
  );
}
