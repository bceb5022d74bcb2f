import { Badge } from '@mantine/core';
import type { EnergyClass, LabelClass } from '../fixed-data';

// The EU label's scale runs from dark green (best) to red (worst).
const COLOURS: Record<EnergyClass, string> = {
  A: 'green.9',
  B: 'green.7',
  C: 'lime.6',
  D: 'yellow.4',
  E: 'orange.4',
  F: 'orange.7',
  G: 'red.8',
};

/** A label class letter (A–G or A–E) in the colour of its place on the scale. */
export function ClassBadge({ value }: { value: EnergyClass | LabelClass }) {
  return (
    <Badge
      color={COLOURS[value]}
      autoContrast
      size="lg"
      radius="sm"
      w={36}
      px={0}
      style={{ textTransform: 'none' }}
    >
      {value}
    </Badge>
  );
}
