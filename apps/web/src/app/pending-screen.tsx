import { MSG } from '@abasto/domain/messages';
import { Card, Text, Title } from '@mantine/core';

/** Frame of a screen whose content is built by a later issue: reachable, titled, honest about it. */
export function PendingScreen({ title }: { title: string }) {
  return (
    <Card withBorder padding="xl">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" mt="sm">
        {MSG.screenPending}
      </Text>
    </Card>
  );
}
