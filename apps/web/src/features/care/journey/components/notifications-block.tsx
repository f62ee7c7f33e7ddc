import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/** Each scheduled message as the patient's phone would show it. */
export function NotificationsBlock({ items }: { items: { when: string; title: string; body: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {items.map((n) => (
        <Paper key={n.title} radius="lg" p="sm" bg="dark.6" c="white" data-testid="push-preview">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <ThemeIcon radius="md" size={32} color="blue">
              <IconBell size={18} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Group justify="space-between" gap={4}>
                <Text size="sm" fw={600}>
                  {n.title}
                </Text>
                <Text size="xs" c="gray.5">
                  {n.when}
                </Text>
              </Group>
              <Text size="sm" c="gray.3">
                {n.body}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
