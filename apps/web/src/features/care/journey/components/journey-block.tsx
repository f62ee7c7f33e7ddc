import { Checkbox, Grid, NumberInput, Paper, Select, Stack, Table, Text, Textarea, TextInput, Timeline, Title } from '@mantine/core';
import { PHONE } from '../../shared/phone.ts';
import type { JourneyBlock as Block, JourneyField } from '../journey-types.ts';
import { ConsentBlock } from './consent-block.tsx';
import { ContentSlot } from './content-slot.tsx';
import { NotificationsBlock } from './notifications-block.tsx';
import { useMedia } from '../../../../lib/use-media.ts';

function Field({ field }: { field: JourneyField }) {
  switch (field.kind) {
    case 'textarea':
      return <Textarea label={field.label} defaultValue={field.value} autosize minRows={2} />;
    case 'select':
      return <Select label={field.label} defaultValue={field.value} data={field.options ?? [field.value]} allowDeselect={false} />;
    case 'number':
      return <NumberInput label={field.label} defaultValue={Number(field.value)} min={0} />;
    default:
      return <TextInput label={field.label} defaultValue={field.value} />;
  }
}

/** A journey table; on a phone each row is a card of label and value, so nothing hides off-screen (docs/product.md#demo-screens). */
function BlockTable({ headers, rows }: { headers: string[]; rows: string[][] }) {
  const phone = useMedia(PHONE);
  if (phone) {
    return (
      <Stack gap="xs" data-testid="journey-table-cards">
        {rows.map((row) => (
          <Paper key={row.join('|')} withBorder radius="md" p="sm" data-testid="journey-table-card">
            <Text fw={600} size="sm">
              {row[0]}
            </Text>
            {row.slice(1).map((cell, i) => (
              <Text key={headers[i + 1] ?? i} size="sm">
                <Text span c="dimmed" size="sm">
                  {headers[i + 1]}:{' '}
                </Text>
                {cell}
              </Text>
            ))}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {headers.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.join('|')}>
              {row.map((cell, i) => (
                <Table.Td key={headers[i] ?? i}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Body({ block }: { block: Block }) {
  switch (block.kind) {
    case 'fields':
      return (
        <Grid gap="sm">
          {block.fields.map((f) => (
            <Grid.Col key={f.label} span={{ base: 12, sm: f.span ?? 6 }}>
              <Field field={f} />
            </Grid.Col>
          ))}
        </Grid>
      );
    case 'checklist':
      return (
        <Stack gap="xs">
          {block.items.map((item) => (
            <Checkbox key={item.label} label={item.label} defaultChecked={item.done} />
          ))}
        </Stack>
      );
    case 'table':
      return <BlockTable headers={block.headers} rows={block.rows} />;
    case 'timeline':
      return (
        <Timeline bulletSize={18} lineWidth={2} active={-1}>
          {block.items.map((item) => (
            <Timeline.Item key={item.title} title={item.title}>
              <Text size="xs" c="blue.7" fw={500}>
                {item.when}
              </Text>
              <Text size="sm" c="dimmed">
                {item.text}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      );
    case 'text':
      return (
        <Stack gap="xs">
          {block.paragraphs.map((p) => (
            <Text key={p} size="sm">
              {p}
            </Text>
          ))}
        </Stack>
      );
    case 'consent':
      return <ConsentBlock paragraphs={block.paragraphs} confirmations={block.confirmations} />;
    case 'notifications':
      return <NotificationsBlock items={block.items} />;
    case 'content-slot':
      return null;
  }
}

/** One section of a journey screen, drawn by its kind. */
export function JourneyBlock({ block }: { block: Block }) {
  if (block.kind === 'content-slot') return <ContentSlot title={block.title} hint={block.hint} />;
  return (
    <Paper withBorder radius="md" p="md" data-testid="journey-block" data-kind={block.kind}>
      <Title order={3} size="h5" mb="sm">
        {block.title}
      </Title>
      <Body block={block} />
    </Paper>
  );
}
