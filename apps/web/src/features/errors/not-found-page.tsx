import { MSG } from '@abasto/domain/messages';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { Link } from 'react-router';

const TEXTS = {
  procurement: { title: MSG.pageUnderConstruction, text: MSG.pageNotFoundText, back: MSG.backToStart },
  care: { title: MSG.carePageNotFound, text: MSG.carePageNotFoundText, back: MSG.careBackToStart },
} as const;

/** The not-found page, in the language of the area the address belongs to (Spanish by default). */
export function NotFoundPage({ area = 'procurement' }: { area?: 'procurement' | 'care' }) {
  const t = TEXTS[area];
  return (
    <Center py={80} lang={area === 'care' ? 'pt-BR' : undefined}>
      <Stack align="center" gap="md">
        <IconBarrierBlock size={64} stroke={1.4} color="var(--mantine-color-orange-6)" />
        <Title order={2}>{t.title}</Title>
        <Text c="dimmed">{t.text}</Text>
        <Button component={Link} to="/">
          {t.back}
        </Button>
      </Stack>
    </Center>
  );
}
