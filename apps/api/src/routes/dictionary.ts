import { API_PATHS, dictionaryRequestSchema, dictionaryResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_ENCODINGS, formRoute } from '../lib/form-route';
import { requestedLanguage } from '../lib/language';
import { inLanguage, variesByLanguage } from '../lib/localized';
import { okList, responses } from '../lib/respond';
import { dictionaryEntries } from '../services/catalogue';

/** Pick lists by type: 10004 channels, 10003 exteriors, 10002 accessories. */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.dictionary,
    {
      ...formRoute,
      schema: {
        consumes: FORM_ENCODINGS,
        tags: ['dictionary'],
        summary:
          'Entries of one dictionary type, named in the language of `lang` or Accept-Language (Polish by default); an unknown type gives an empty list',
        body: dictionaryRequestSchema,
        response: responses(dictionaryResponseSchema),
      },
    },
    async (request, reply) => {
      const { typeId, status } = request.body;
      const language = requestedLanguage(request);
      const entries = await dictionaryEntries(app.db, { typeId, status });
      variesByLanguage(reply);
      return okList(
        entries.map((entry) => ({
          id: entry.id,
          name: inLanguage(entry.name, entry.names, language),
        })),
        entries.length,
      );
    },
  );
};
