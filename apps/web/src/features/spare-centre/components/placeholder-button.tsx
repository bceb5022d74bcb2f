import { ActionIcon } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './placeholder-button.module.css';

/**
 * A quick button that does nothing yet (SPEC), with a hint shown on hover and
 * on keyboard focus and read out as its description. The hint is CSS, not a
 * Mantine Tooltip: two floating tooltips per card were a large part of the
 * work of showing a page of cards on a slow phone.
 */
export function PlaceholderButton({
  label,
  hint,
  icon,
}: {
  label: string;
  hint: string;
  icon: ReactNode;
}) {
  const hintId = useId();
  return (
    <span className={classes.hinted}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={label}
        aria-describedby={hintId}
      >
        {icon}
      </ActionIcon>
      <span role="tooltip" id={hintId} className={classes.hint}>
        {hint}
      </span>
    </span>
  );
}
