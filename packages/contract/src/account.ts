/** Account media (docs/product.md §2: settings avatar with crop modal; decision F3: sharp re-encodes it). */
import { userResponse } from './auth.ts';
import { endpoint } from './common.ts';

export const accountEndpoints = {
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/api/v1/user/avatar',
    tag: 'account',
    auth: 'user',
    summary: 'Replace the avatar: multipart/form-data field `file`, image up to 5 MB (LIMITS.avatarBytes)',
    // Multipart bodies are read by the upload handler, not validated as JSON.
    body: undefined,
    response: userResponse,
  }),
} as const;
