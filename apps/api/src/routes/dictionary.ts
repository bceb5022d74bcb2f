import { API_PATHS, dictionaryRequestSchema, dictionaryResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_ENCODINGS, formRoute } from '../lib/form-route';
import { okList, responses } from '../lib/respond';

/** Pick lists by type: 10004 channels, 10003 exteriors, 10002 accessories. */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.dictionary,
    {
      ...formRoute,
      schema: {
        consumes: FORM_ENCODINGS,
        tags: ['dictionary'],
        summary: 'Entries of one dictionary type; an unknown type gives an empty list',
        body: dictionaryRequestSchema,
        response: responses(dictionaryResponseSchema),
      },
    },
    async (request) => {
      const { typeId, status } = request.body;
      const entries = await app.db.dictionaryEntry.findMany({
        where: { typeId, status },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        select: { id: true, name: true },
      });
      return okList(entries, entries.length);
    },
  );
};
