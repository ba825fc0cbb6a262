/** `app.contentRepository`: the F.A.Q. and the learn articles (decision 56: built once, not per route plugin). */
import fp from 'fastify-plugin';
import { ContentRepository } from '../../modules/content/content.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contentRepository: ContentRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('contentRepository', new ContentRepository(app.db));
  },
  { name: 'content', dependencies: ['database'] },
);
