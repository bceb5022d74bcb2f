/**
 * The limit: bare Fastify routes at the portal's paths, each answering the
 * JSON the portal answered for it, from memory. No validation, database,
 * hooks or plugins: what is left is Node's HTTP stack, routing, body reading
 * and JSON serialisation, the floor under any Fastify server on this machine.
 *
 * Run as its own process: LIMIT_ROUTES names a JSON file of
 * `{ method, path, requestBody, text }`, PORT the loopback port.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

interface LimitRoute {
  method: 'GET' | 'POST';
  /** Path with its query string, as the load tool sends it. */
  path: string;
  /** The request body the answer belongs to (two endpoints share a path). */
  requestBody?: string;
  /** The portal's answer as the JSON text it sent, kept as text: no work per request but sending it. */
  text: string;
}

const routes = JSON.parse(fs.readFileSync(process.env.LIMIT_ROUTES ?? '', 'utf8')) as LimitRoute[];
const app = Fastify({ logger: false });
// Form bodies are read whole, as any route that takes them must; not parsed further.
app.addContentTypeParser(
  'application/x-www-form-urlencoded',
  { parseAs: 'string' },
  (_request, body, done) => done(null, body),
);
// One route per method and path; the answer is picked by the exact query string and body,
// else (a key the portal was not asked before the run) the path's first answer.
const answers = new Map<string, Map<string, string>>();
for (const route of routes) {
  const [url = '', query = ''] = route.path.split('?');
  const key = `${route.method} ${url}`;
  let byRequest = answers.get(key);
  if (!byRequest) {
    const table = new Map<string, string>();
    byRequest = table;
    answers.set(key, table);
    app.route({
      method: route.method,
      url,
      handler: async (request, reply) => {
        const raw = request.raw.url ?? '';
        const q = raw.includes('?') ? raw.slice(raw.indexOf('?') + 1) : '';
        const body = typeof request.body === 'string' ? request.body : '';
        const text = table.get(`${q}|${body}`) ?? table.values().next().value;
        return reply.type('application/json; charset=utf-8').send(text);
      },
    });
  }
  byRequest.set(`${query}|${route.requestBody ?? ''}`, route.text);
}
app.get('/health', async () => ({ status: 'ok' }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
