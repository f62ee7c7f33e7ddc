import { MSG } from '@abasto/domain/messages';
import type { AnswerState } from '@abasto/domain/sourcing';
import { Badge } from '@mantine/core';
import { IconCheck, IconEye, IconMinus, IconX } from '@tabler/icons-react';

const LOOK: Record<AnswerState, { color: string; icon: typeof IconCheck }> = {
  [MSG.sourcingAnswerNone]: { color: 'gray', icon: IconMinus },
  [MSG.sourcingAnswerViewed]: { color: 'blue', icon: IconEye },
  [MSG.sourcingAnswerAnswered]: { color: 'green', icon: IconCheck },
  [MSG.sourcingAnswerDeclined]: { color: 'orange', icon: IconX },
};

/** A recipient's answer state: its word (the API's value), an icon, and a colour last. */
export function AnswerStateBadge({ estado }: { estado: AnswerState }) {
  const look = LOOK[estado];
  const Icon = look.icon;
  return (
    <Badge color={look.color} variant="light" miw="max-content" leftSection={<Icon size={12} aria-hidden />} data-testid="answer-state">
      {estado}
    </Badge>
  );
}
