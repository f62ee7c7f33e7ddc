import {
  ITEM_CATEGORIES,
  ITEM_CATEGORY_LABELS,
  type ItemCategory,
  type ItemDescription,
  ItemUpdateSchema,
} from '@abasto/domain/item-description';
import { MSG } from '@abasto/domain/messages';
import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '../../../../app/page-loader.tsx';
import { notify } from '../../../../lib/notify.ts';
import { useUnsavedChanges } from '../../../../lib/unsaved-changes.tsx';
import { confirmCareDelete } from '../../shared/confirm-care-delete.tsx';
import { useCreateItem } from '../api/create-item.ts';
import { useDeleteItem } from '../api/delete-item.ts';
import { useItemList } from '../api/get-item-list.ts';
import { useUpdateItem } from '../api/update-item.ts';
import { useMedia } from '../../../../lib/use-media.ts';

/** A value's name, checked by the domain before it is sent; the server's refusal shows in the same place. */
function useNameForm(name: string) {
  return useForm({
    mode: 'controlled',
    initialValues: { name },
    validate: schemaResolver(ItemUpdateSchema, { sync: true }),
  });
}

/** The care value lists that feed the selects (/api/itemDescripcion), for the care area's administrators. */
export default function ValueListsPage() {
  const [category, setCategory] = useState<ItemCategory>('units');
  const narrow = useMedia('(max-width: 48em)');
  const options = ITEM_CATEGORIES.map((c) => ({ value: c, label: ITEM_CATEGORY_LABELS[c] }));

  return (
    <Stack gap="md" maw={720}>
      {narrow ? (
        <Select
          label={MSG.careLists}
          data={options}
          value={category}
          onChange={(v) => v && setCategory(v as ItemCategory)}
          allowDeselect={false}
        />
      ) : (
        <Tabs value={category} onChange={(v) => v && setCategory(v as ItemCategory)}>
          <Tabs.List>
            {options.map((o) => (
              <Tabs.Tab key={o.value} value={o.value}>
                {o.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <ValueList key={category} category={category} />
    </Stack>
  );
}

function ValueList({ category }: { category: ItemCategory }) {
  const list = useItemList(category);
  const create = useCreateItem();
  const form = useNameForm('');
  useUnsavedChanges(() => form.isDirty());

  const add = form.onSubmit(({ name }) => {
    create.mutate(
      { category, name },
      {
        onSuccess: () => {
          notify.success(MSG.careListAdded);
          form.reset();
        },
        onError: (err) => form.setFieldError('name', err.message),
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={add} noValidate>
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            placeholder={MSG.careListNewPlaceholder}
            aria-label={MSG.careListNewPlaceholder}
            {...form.getInputProps('name')}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={create.isPending}>
            {MSG.careListAdd}
          </Button>
        </Group>
      </form>
      <Stack gap={0} mt="md" data-testid="value-list">
        {list.isPending ? (
          <PageLoader />
        ) : list.isError ? (
          <Alert color="red">{list.error.message || MSG.careLoadFailed}</Alert>
        ) : list.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {MSG.careListEmpty}
          </Text>
        ) : (
          list.data.map((item) => <ValueRow key={item.id} item={item} />)
        )}
      </Stack>
    </Paper>
  );
}

function ValueRow({ item }: { item: ItemDescription }) {
  const [editing, setEditing] = useState(false);
  const form = useNameForm(item.name);
  useUnsavedChanges(() => editing && form.getValues().name !== item.name);
  const update = useUpdateItem();
  const remove = useDeleteItem();

  // Each edit starts from the name as it is now, without an old message.
  function startEditing() {
    form.setValues({ name: item.name });
    form.clearErrors();
    setEditing(true);
  }

  const save = form.onSubmit(({ name }) => {
    update.mutate(
      { id: item.id, name },
      {
        onSuccess: () => {
          notify.success(MSG.careListRenamed);
          setEditing(false);
        },
        onError: (err) => form.setFieldError('name', err.message),
      },
    );
  });

  function confirmRemove() {
    confirmCareDelete({
      title: `${MSG.careDeleteConfirmTitle} ${item.name}`,
      text: MSG.careListRemoveConfirmText,
      remove: () => remove.mutateAsync(item.id),
      done: MSG.careListRemoved,
      failed: MSG.careListSaveFailed,
    });
  }

  return (
    <Group justify="space-between" py={6} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      {editing ? (
        <form onSubmit={save} style={{ flex: 1 }} noValidate>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              {...form.getInputProps('name')}
              aria-label={MSG.careListRename}
              size="xs"
              style={{ flex: 1 }}
              autoFocus
            />
            <ActionIcon type="submit" variant="light" color="green" aria-label={MSG.careSave} loading={update.isPending}>
              <IconCheck size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={MSG.careCancel}
              onClick={() => {
                setEditing(false);
              }}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </form>
      ) : (
        <>
          <Text size="sm">{item.name}</Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={`${MSG.careListRename}: ${item.name}`} onClick={startEditing}>
              <IconPencil size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={`${MSG.careDelete}: ${item.name}`} onClick={confirmRemove}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </>
      )}
    </Group>
  );
}
