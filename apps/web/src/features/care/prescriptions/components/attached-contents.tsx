import { MSG } from '@abasto/domain/messages';
import type { PrescriptionDetail } from '@abasto/domain/prescription';
import { Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../../lib/notify.ts';
import { ContentCard } from '../../contents/components/content-card.tsx';
import { ContentPickerModal } from '../../contents/components/content-picker-modal.tsx';
import { useSetPrescriptionContents } from '../api/set-prescription-contents.ts';

/** The library contents attached to a prescription; its doctor attaches more with the picker. */
export function AttachedContents({ prescription, canAttach }: { prescription: PrescriptionDetail; canAttach: boolean }) {
  const [picking, setPicking] = useState(false);
  const attach = useSetPrescriptionContents();

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {MSG.carePrescriptionContents}
        </Title>
        {canAttach && (
          <Button variant="light" leftSection={<IconPaperclip size={16} />} onClick={() => setPicking(true)}>
            {MSG.carePrescriptionAttachContent}
          </Button>
        )}
      </Group>
      {prescription.contenidos.length === 0 ? (
        <Text c="dimmed" size="sm">
          {MSG.carePrescriptionNoContents}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} data-testid="attached-contents">
          {prescription.contenidos.map((c) => (
            <ContentCard key={c.id} content={c} />
          ))}
        </SimpleGrid>
      )}
      <ContentPickerModal
        opened={picking}
        onClose={() => setPicking(false)}
        initialSelected={prescription.contenidos}
        confirming={attach.isPending}
        onConfirm={(chosen) =>
          attach.mutate(
            { id: prescription.id, contentIds: chosen.map((c) => c.id) },
            {
              onSuccess: () => {
                notify.success(MSG.carePrescriptionContentsSaved);
                setPicking(false);
              },
              onError: (err) => notify.error(`${MSG.carePrescriptionContentsFailed}: ${err.message}`),
            },
          )}
      />
    </Paper>
  );
}
