import http from 'node:http';
import { freeLoopbackPort } from '@portal/test-support';

/** Hop-by-hop and length headers: fetch decodes the body, so they no longer apply. */
const DROPPED = new Set([
  'connection',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'keep-alive',
]);

/**
 * A backend that breaks the contract in one place: it forwards every request
 * to `target` and, in the answers to `path`, renames field `from` to `to`.
 */
export async function renamingProxy(
  target: string,
  { path, from, to }: { path: string; from: string; to: string },
) {
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && !DROPPED.has(name))
        headers.set(name, value);
    }
    const answer = await fetch(new URL(request.url ?? '/', target), {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
    let body = Buffer.from(await answer.arrayBuffer());
    if (request.url?.split('?')[0] === path) {
      const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      const renamed = Object.fromEntries(
        Object.entries(json).map(([key, value]) => [key === from ? to : key, value]),
      );
      body = Buffer.from(JSON.stringify(renamed));
    }
    for (const [name, value] of answer.headers) {
      if (!DROPPED.has(name) && name !== 'set-cookie') response.setHeader(name, value);
    }
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) response.setHeader('set-cookie', cookies);
    response.writeHead(answer.status).end(body);
  });
  const port = await freeLoopbackPort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
