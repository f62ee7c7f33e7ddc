import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import type { SupplierListParams } from '@abasto/domain/supplier-list';
import { Button, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TOAST_MS } from '../../../lib/notify.ts';
import { exportSuppliers } from '../api/supplier-files.ts';

/**
 * "Exportar" (CSV or XLSX of the list as filtered now) for every staff role, and "Importar" for
 * those who may edit suppliers (docs/product.md#supplier-import-and-export).
 */
export function SupplierFileActions({ params, mayImport }: { params: SupplierListParams; mayImport: boolean }) {
  const [busy, setBusy] = useState(false);
  const run = async (formato: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      await exportSuppliers(params, formato);
    } catch (err) {
      notifications.show({ title: MSG.exportFailed, message: (err as Error).message, color: 'red', autoClose: TOAST_MS });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} />} rightSection={<IconChevronDown size={14} />} loading={busy}>
            {MSG.exportButton}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void run('csv')}>{MSG.exportCsv}</Menu.Item>
          <Menu.Item onClick={() => void run('xlsx')}>{MSG.exportXlsx}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {mayImport && (
        <Button component={Link} to={ROUTES.importSuppliers} variant="default" leftSection={<IconUpload size={16} />}>
          {MSG.importButton}
        </Button>
      )}
    </Group>
  );
}
