import { MSG } from '@abasto/domain/messages';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center py={80}>
      <Stack align="center" gap="md">
        <IconBarrierBlock size={64} stroke={1.4} color="var(--mantine-color-orange-6)" />
        <Title order={2}>{MSG.pageUnderConstruction}</Title>
        <Text c="dimmed">{MSG.pageNotFoundText}</Text>
        <Button component={Link} to="/">
          {MSG.backToStart}
        </Button>
      </Stack>
    </Center>
  );
}
