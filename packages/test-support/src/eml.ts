import fs from 'node:fs';
import path from 'node:path';

/**
 * Just enough of MIME to read the .eml files of the outbox back: unfolded
 * headers with RFC 2047 encoded words, and the text and HTML parts of a
 * multipart/alternative body in quoted-printable or base64.
 */
export interface ParsedMail {
  file: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** The attached files (multipart/mixed), in order. */
  attachments: { filename: string; type: string; content: Buffer }[];
}

interface Part {
  headers: Record<string, string>;
  type: string;
  raw: string;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitPart(part: string): Part {
  const split = part.search(/\r?\n\r?\n/);
  const headers = parseHeaders(split < 0 ? part : part.slice(0, split));
  return {
    headers,
    type: ((headers['content-type'] ?? '').split(';')[0] ?? '').trim().toLowerCase(),
    raw: split < 0 ? '' : part.slice(split).trim(),
  };
}

function bytesOf(part: Part): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.raw.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(part.raw), 'utf8');
  return Buffer.from(part.raw, 'utf8');
}

/** The leaves of a (nested) multipart body. */
function leaves(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/.exec(part.headers['content-type'] ?? '')?.[1];
  if (!part.type.startsWith('multipart/') || !boundary) return [part];
  return part.raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((child) => leaves(splitPart(child.trim())));
}

export function parseEml(file: string): ParsedMail {
  const message = splitPart(fs.readFileSync(file, 'utf8'));
  const parts = leaves(message);
  const isAttachment = (part: Part) =>
    (part.headers['content-disposition'] ?? '').toLowerCase().startsWith('attachment');
  const body = (type: string) => {
    const part = parts.find((candidate) => candidate.type === type && !isAttachment(candidate));
    return part ? bytesOf(part).toString('utf8') : '';
  };
  return {
    file,
    headers: message.headers,
    subject: decodeWords(message.headers.subject ?? ''),
    text: body('text/plain'),
    html: body('text/html'),
    attachments: parts.filter(isAttachment).map((part) => ({
      filename: decodeWords(
        /filename\*?=(?:utf-8'')?"?([^";]+)"?/i.exec(
          part.headers['content-disposition'] ?? '',
        )?.[1] ?? '',
      ),
      type: part.type,
      content: bytesOf(part),
    })),
  };
}

/** Every message in an outbox folder, oldest first. */
export function readOutbox(dir: string): ParsedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(path.join(dir, name)));
}
