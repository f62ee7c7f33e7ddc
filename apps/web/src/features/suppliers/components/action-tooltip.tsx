import { Tooltip } from '@mantine/core';
import { cloneElement, type FocusEvent, type MouseEvent, type ReactElement, useState } from 'react';

type Trigger = ReactElement<{
  onMouseEnter?: (e: MouseEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
}>;

/**
 * A Mantine Tooltip that is only built once its target is first hovered or focused. A table
 * page carries three action buttons per row; a Tooltip each (floating position, transitions,
 * listeners) was a good part of the list's first render, for labels most visits never show.
 */
export function ActionTooltip({ label, children }: { label: string; children: Trigger }) {
  const [armed, setArmed] = useState(false);
  if (armed) {
    return (
      <Tooltip label={label} defaultOpened>
        {children}
      </Tooltip>
    );
  }
  return cloneElement(children, {
    onMouseEnter: (e: MouseEvent<HTMLElement>) => {
      children.props.onMouseEnter?.(e);
      setArmed(true);
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(e);
      setArmed(true);
    },
  });
}
