import { Badge, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MSG } from '@abasto/domain/messages';

/** Title, the 'demo' badge that marks sample-data screens, and a short explanation under them. */
export function DemoPageHeader({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <div>
      <Group gap="xs">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Badge variant="outline" color="gray">
          {MSG.demoBadge}
        </Badge>
      </Group>
      <Text c="dimmed" size="sm">
        {description}
      </Text>
    </div>
  );
}
