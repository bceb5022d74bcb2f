import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../lib/call-route';
import { requestedLanguage } from '../lib/language';
import { inLanguage, variesByLanguage } from '../lib/localized';
import { okList } from '../lib/respond';
import { dictionaryEntries } from '../services/catalogue';

/** Pick lists by type: 10004 channels, 10003 exteriors, 10002 accessories. */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...callRoute('dictionary'),
    handler: async (request, reply) => {
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
  });
};
