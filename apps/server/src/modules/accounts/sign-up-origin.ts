/**
 * Where a new account came from (decision F5): the host it signed up on, and the invite
 * and utm fields from the body or, failing that, the cookies the web app keeps.
 */
import { COOKIES, type Utm } from '@yc/contract';
import type { FastifyRequest } from 'fastify';
import type { NewUser } from '../../db/schema.ts';

type OriginFields = Pick<
  NewUser,
  'source' | 'invite' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_content' | 'utm_term'
>;

export function signUpOrigin(req: FastifyRequest, body: Utm & { source?: string; invite?: string }): OriginFields {
  const cookieOr = (value: string | undefined, cookie: string) => value ?? req.cookies[cookie] ?? null;
  return {
    source: body.source ?? req.hostname.slice(0, 253),
    invite: cookieOr(body.invite, COOKIES.invite.name),
    utm_source: cookieOr(body.utm_source, COOKIES.utmSource.name),
    utm_medium: cookieOr(body.utm_medium, COOKIES.utmMedium.name),
    utm_campaign: cookieOr(body.utm_campaign, COOKIES.utmCampaign.name),
    utm_content: cookieOr(body.utm_content, COOKIES.utmContent.name),
    utm_term: cookieOr(body.utm_term, COOKIES.utmTerm.name),
  };
}
