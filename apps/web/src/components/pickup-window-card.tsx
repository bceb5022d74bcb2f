import { Group, Radio, Text } from '@mantine/core';

/**
 * One pick-up window as a radio card: its hours, and, when it cannot be
 * chosen, why (full, or the one already booked), which also disables it.
 */
export function PickupWindowCard({
  value,
  label,
  note,
}: {
  value: string;
  label: string;
  note: string | null;
}) {
  const disabled = note !== null;
  const noteId = `pickup-window-note-${value}`;
  return (
    <Radio.Card
      value={value}
      radius="md"
      p="sm"
      withBorder
      disabled={disabled}
      aria-describedby={disabled ? noteId : undefined}
      style={disabled ? { opacity: 0.65, cursor: 'not-allowed' } : undefined}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Radio.Indicator disabled={disabled} mt={2} />
        <div>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {note && (
            <Text size="xs" c="gray.7" id={noteId}>
              {note}
            </Text>
          )}
        </div>
      </Group>
    </Radio.Card>
  );
}
