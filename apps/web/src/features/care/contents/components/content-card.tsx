import type { ContentSummary } from '@abasto/domain/care-content';
import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { Badge, Card, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentThumbnail } from './content-thumbnail.tsx';

interface Props {
  content: ContentSummary;
  /** With a selection handler the card toggles a selection; without one it opens the edit page (docs/product.md#contents-library). */
  onSelect?(content: ContentSummary): void;
  selected?: boolean;
}

const GREEN = 'var(--mantine-color-green-6)';

/** The content card (docs/product.md#contents-library): thumbnail, type, title and description. */
export function ContentCard({ content, onSelect, selected = false }: Props) {
  const body: ReactNode = (
    <Card
      withBorder
      padding="sm"
      radius="md"
      h="100%"
      // The green border on a selected card (docs/product.md#contents-library), two pixels wide so it reads at a glance.
      style={selected ? { borderColor: GREEN, boxShadow: `0 0 0 1px ${GREEN}` } : undefined}
      data-selected={selected || undefined}
    >
      {/* Named by what it shows, its action first (docs/product.md#accessibility): the title is read
          before the type, which the card draws above it (flex order). */}
      <Card.Section aria-hidden>
        <ContentThumbnail address={content.thumbnail} alt="" />
      </Card.Section>
      <VisuallyHidden>{`${onSelect ? MSG.careContentSelect : MSG.careContentOpen}: `}</VisuallyHidden>
      <Text fw={600} mt={6} lineClamp={2} style={{ order: 2 }}>
        {content.title}
      </Text>
      {content.description && (
        <Text size="sm" c="dimmed" mt={4} lineClamp={2} style={{ order: 3 }}>
          {content.description}
        </Text>
      )}
      <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap" style={{ order: 1 }}>
        <Badge variant="light" size="sm" style={{ minWidth: 0 }}>
          {content.type}
        </Badge>
        {selected && <IconCircleCheckFilled size={20} color={GREEN} aria-hidden />}
      </Group>
    </Card>
  );

  if (onSelect) {
    return (
      <UnstyledButton
        onClick={() => onSelect(content)}
        aria-pressed={selected}
        h="100%"
        w="100%"
        data-testid="content-card"
      >
        {body}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton
      component={Link}
      to={ROUTES.editContent(content.id)}
      h="100%"
      w="100%"
      data-testid="content-card"
    >
      {body}
    </UnstyledButton>
  );
}
