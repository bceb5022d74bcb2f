import { formatWallClock } from '../../lib/dates';

/**
 * An upstream timestamp `YYYY-MM-DD HH:mm:ss` (Warsaw wall-clock time) in the
 * visitor's language. Read as wall-clock parts so the shown time never shifts.
 */
export function formatTimestamp(value: string | null | undefined, language: string): string | null {
  return value ? formatWallClock(value, language) : null;
}
