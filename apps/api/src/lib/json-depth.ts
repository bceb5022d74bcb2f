/**
 * How deep a JSON value may nest, arrays and objects counted: the deepest
 * body of the contract (an order's lines) has 3 levels. Deeper ones are not
 * built at all, since every walk over a parsed value (validation, the
 * journal's redaction) would recurse that deep.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = [0x5b, 0x7b]; // [ {
const CLOSERS = [0x5d, 0x7d]; // ] }

/**
 * Whether JSON text nests deeper than `limit`, read as text (strings
 * skipped), so that nothing is parsed. Text that is not JSON is left to the
 * parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.includes(code)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.includes(code)) {
      depth -= 1;
    }
  }
  return false;
}
