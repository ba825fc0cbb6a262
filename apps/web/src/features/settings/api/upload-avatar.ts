import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '@yc/contract/account';
import { request } from '../../../lib/api-client.ts';
import { updateUser } from '../../../lib/session.ts';

/** Sends the image as multipart field `file`, named after its format. */
export function uploadAvatar(image: Blob) {
  const name = image.type === 'image/png' ? 'avatar.png' : 'avatar.webp';
  const formData = new FormData();
  formData.append('file', new File([image], name, { type: image.type }));
  return request(accountEndpoints.uploadAvatar, { formData });
}

export const useUploadAvatar = () =>
  useMutation({ mutationFn: uploadAvatar, onSuccess: (answer) => updateUser(answer.user) });
