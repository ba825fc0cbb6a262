/** `app.avatars`: uploading a user's avatar and serving the files (decision 56: built once, not per route plugin). */
import fp from 'fastify-plugin';
import { AvatarsRepository } from '../../modules/avatars/avatars.repository.ts';
import { AvatarsService } from '../../modules/avatars/avatars.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    avatars: AvatarsService;
  }
}

export default fp(
  async (app) => {
    app.decorate('avatars', new AvatarsService(app.db, app.usersRepository, new AvatarsRepository(app.db)));
  },
  { name: 'avatars', dependencies: ['database', 'accounts'] },
);
