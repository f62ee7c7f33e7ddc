import type { ContentSummary } from '@abasto/domain/care-content';
import { MSG } from '@abasto/domain/messages';
import { Alert, Button, Center, Group, Modal, ScrollArea, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '../../../../app/page-loader.tsx';
import { useContents } from '../api/get-contents.ts';
import { ContentCard } from './content-card.tsx';
import { useMedia } from '../../../../lib/use-media.ts';

export interface ContentPickerModalProps {
  opened: boolean;
  onClose(): void;
  /** Receives the chosen contents, in the order they were picked. */
  onConfirm(contents: ContentSummary[]): void;
  /** Contents already chosen, shown selected when the picker opens. */
  initialSelected?: ContentSummary[];
  confirmLabel?: string;
  confirming?: boolean;
}

/**
 * 'Adicionar Conteúdo' (docs/product.md#contents-library): a grid of content cards; a click selects or
 * unselects one (green border); confirming hands the chosen items to the caller. Any screen that
 * attaches content (a prescription, a journey) uses it.
 */
export function ContentPickerModal({ opened, onClose, ...rest }: ContentPickerModalProps) {
  const narrow = useMedia('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={MSG.careContentPickerTitle}
      size="xl"
      fullScreen={narrow}
      centered
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {/* Mounted only while open, so each opening starts from the caller's selection. */}
      {opened && <Picker onClose={onClose} {...rest} />}
    </Modal>
  );
}

function Picker({ onClose, onConfirm, initialSelected = [], confirmLabel, confirming }: Omit<ContentPickerModalProps, 'opened'>) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const contents = useContents(debounced);
  const [chosen, setChosen] = useState<ContentSummary[]>(initialSelected);
  const chosenIds = new Set(chosen.map((c) => c.id));

  function toggle(content: ContentSummary) {
    setChosen((list) => (list.some((c) => c.id === content.id) ? list.filter((c) => c.id !== content.id) : [...list, content]));
  }

  return (
    <>
      <TextInput
        placeholder={MSG.careContentSearch}
        aria-label={MSG.careContentSearch}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        mb="md"
        data-autofocus
      />
      {contents.isPending ? (
        <PageLoader />
      ) : contents.isError ? (
        <Alert color="red">{MSG.careLoadFailed}</Alert>
      ) : contents.data.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{MSG.careContentPickerEmpty}</Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="content-picker-grid">
          {contents.data.map((content) => (
            <ContentCard key={content.id} content={content} selected={chosenIds.has(content.id)} onSelect={toggle} />
          ))}
        </SimpleGrid>
      )}
      <Group
        justify="space-between"
        mt="md"
        pt="sm"
        style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)', borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Text size="sm" c="dimmed" data-testid="content-picker-count">
          {chosen.length} {MSG.careContentPickerSelected}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {MSG.careCancel}
          </Button>
          <Button onClick={() => onConfirm(chosen)} loading={confirming}>
            {confirmLabel ?? MSG.careContentPickerConfirm}
          </Button>
        </Group>
      </Group>
    </>
  );
}
