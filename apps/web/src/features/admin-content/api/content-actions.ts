/** The content console's changes; each refreshes the console's lists once it succeeds. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateArticleBody,
  type CreateFaqItemBody,
  adminContentEndpoints as e,
  type UpdateArticleBody,
  type UpdateFaqItemBody,
} from '@yc/contract/admin-content';
import type { LocaleCode } from '@yc/contract/constants';
import { request } from '../../../lib/api-client.ts';
import { contentKey } from './get-content.ts';

export const createFaqItem = (body: CreateFaqItemBody) => request(e.adminCreateFaqItem, { body });
export const updateFaqItem = (id: string, body: UpdateFaqItemBody) =>
  request(e.adminUpdateFaqItem, { params: { id }, body });
export const moveFaqItem = (id: string, direction: 'up' | 'down') =>
  request(e.adminMoveFaqItem, { params: { id }, body: { direction } });
export const publishFaqItem = (id: string, published: boolean) =>
  request(e.adminPublishFaqItem, { params: { id }, body: { published } });
export const deleteFaqItem = (id: string) => request(e.adminDeleteFaqItem, { params: { id } });

export const createArticle = (body: CreateArticleBody) => request(e.adminCreateArticle, { body });
export const updateArticle = (locale: LocaleCode, slug: string, body: UpdateArticleBody) =>
  request(e.adminUpdateArticle, { params: { locale, slug }, body });
export const publishArticle = (locale: LocaleCode, slug: string, published: boolean) =>
  request(e.adminPublishArticle, { params: { locale, slug }, body: { published } });
export const deleteArticle = (locale: LocaleCode, slug: string) =>
  request(e.adminDeleteArticle, { params: { locale, slug } });

/** A mutation of one change; `mutateAsync` answers the server's reply or throws its error. */
export function useContentChange<A extends unknown[], R>(change: (...args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => change(...args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}
