import { MSG } from '@abasto/domain/messages';
import {
  addChild,
  canAddChild,
  limitDepth,
  removeNode,
  TEMPLATE_ITEM_NAME_MAX,
  TEMPLATE_TREE_MAX_DEPTH,
  TemplateItemSchema,
  type TemplateNode,
} from '@abasto/domain/template-tree';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput, Tooltip, Tree, useTree } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconChevronDown, IconFolder, IconFileText, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { GuardedModal } from '../../../../lib/unsaved-changes.tsx';
import { TEMPLATE_TREE } from '../template-tree-data.ts';
import { DemoPageHeader } from '../../shared/demo-page-header.tsx';

const LEVEL_NAMES = [MSG.templateLevel1, MSG.templateLevel2, MSG.templateLevel3];
const itemChecks = schemaResolver(TemplateItemSchema, { sync: true });

/** The journey template tree (sample data, kept in the page): add and remove items, never deeper than three levels. */
export default function TemplateTreePage() {
  const [nodes, setNodes] = useState<TemplateNode[]>(() => limitDepth(TEMPLATE_TREE));
  const [adding, setAdding] = useState<{ parent: string | null; label: string } | null>(null);
  // The item's name is checked by the domain's schema, live, with its message under the field.
  const form = useForm({
    mode: 'controlled',
    initialValues: { label: '' },
    validate: itemChecks,
    validateInputOnChange: true,
  });
  const created = useRef(0);
  const tree = useTree({ initialExpandedState: Object.fromEntries(nodes.map((n) => [n.value, true])) });

  const close = () => {
    setAdding(null);
    form.reset();
  };

  const add = (values: { label: string }) => {
    if (!adding) return;
    const { label } = TemplateItemSchema.parse(values);
    created.current += 1;
    const value = `${adding.parent ?? 'raiz'}/novo-${created.current}`;
    setNodes((current) => addChild(current, adding.parent, { value, label }));
    if (adding.parent) tree.expand(adding.parent);
    close();
  };

  return (
    <Stack gap="md">
      <DemoPageHeader title={MSG.templatesTitle} description={MSG.templatesSubtitle(TEMPLATE_TREE_MAX_DEPTH)} />
      <Group gap="xs">
        {LEVEL_NAMES.map((label, i) => (
          <Badge key={label} variant="light" color={['blue', 'teal', 'grape'][i]}>
            {MSG.templateLevel(i + 1)}: {label}
          </Badge>
        ))}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group justify="flex-end" mb="sm">
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding({ parent: null, label: MSG.templateLevel1 })}>
            {MSG.templateAddRoot}
          </Button>
        </Group>
        <Tree
          data={nodes}
          tree={tree}
          levelOffset={28}
          data-testid="template-tree"
          renderNode={({ node, level, expanded, hasChildren, elementProps }) => {
            const allowed = canAddChild(nodes, node.value);
            return (
              <Group {...elementProps} gap="xs" wrap="nowrap" py={4} data-level={level} data-testid="template-node">
                {hasChildren ? (
                  <IconChevronDown size={16} style={{ transform: expanded ? undefined : 'rotate(-90deg)', flexShrink: 0 }} />
                ) : (
                  <span style={{ width: 16, flexShrink: 0 }} />
                )}
                {level < TEMPLATE_TREE_MAX_DEPTH ? <IconFolder size={18} color="var(--mantine-color-blue-6)" /> : <IconFileText size={18} color="var(--mantine-color-grape-6)" />}
                <Text size="sm" style={{ flex: 1 }} truncate>
                  {node.label}
                </Text>
                <Tooltip label={allowed ? MSG.templateAddChild : MSG.templateMaxDepth(TEMPLATE_TREE_MAX_DEPTH)}>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={!allowed}
                    aria-label={`${MSG.templateAddChild}: ${String(node.label)}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      setAdding({ parent: node.value, label: LEVEL_NAMES[level] ?? '' });
                    }}
                  >
                    <IconPlus size={14} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={MSG.templateRemove}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={`${MSG.templateRemove}: ${String(node.label)}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      setNodes((current) => removeNode(current, node.value));
                    }}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            );
          }}
        />
        {nodes.length === 0 && (
          <Text c="dimmed" size="sm">
            {MSG.templatesEmpty}
          </Text>
        )}
      </Paper>
      <GuardedModal
        opened={adding !== null}
        onClose={close}
        title={adding ? `${MSG.templateNewItem}: ${adding.label}` : ''}
        centered
        dirty={() => form.isDirty()}
      >
        <form onSubmit={(event) => form.onSubmit(add)(event)}>
          <TextInput
            data-autofocus
            label={MSG.templateItemName}
            {...form.getInputProps('label')}
            maxLength={TEMPLATE_ITEM_NAME_MAX}
            required
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {MSG.careCancel}
            </Button>
            <Button type="submit" disabled={!form.isValid()}>
              {MSG.careAdd}
            </Button>
          </Group>
        </form>
      </GuardedModal>
    </Stack>
  );
}
