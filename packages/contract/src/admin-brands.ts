/**
 * The brands console (docs/product.md §10 "Brands", decision 84): the white-label brands of an installation, each
 * with its host names, title, logo and favicon, primary colour, social links, support e-mail and the legal entity
 * the terms name. The default brand (hosts no brand names) has no host names and cannot be deleted.
 */
import * as z from 'zod/mini';
import { endpoint, isoDateTime, messageSchema, uuid } from './common.ts';
import { assetUrl } from './content.ts';
import { httpUrl } from './pools.ts';
import { displayText, emailField, plainString, requiredDisplayText } from './validation.ts';

/** `example.com`, `*.example.com` (any subdomain), an IPv4 address or a bracketed IPv6 one; stored in lower case. */
export const BRAND_HOST_PATTERN =
  /^(?:(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/i;
export const BRAND_HOSTS_MAX = 20;
export const BRAND_TITLE_MAX = 100;
export const BRAND_LEGAL_ENTITY_MAX = 200;
/** `#rrggbb`: what Mantine's colour generator and `<meta name="theme-color">` both read. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export const brandHostSchema = z.pipe(
  plainString().check(
    z.trim(),
    z.maxLength(253, { error: 'validation.maxLength' }),
    z.regex(BRAND_HOST_PATTERN, { error: 'validation.brands.host' }),
  ),
  z.transform((host) => host.toLowerCase().replace(/\.$/, '')),
);

export const hexColourSchema = z.pipe(
  plainString().check(z.trim(), z.regex(HEX_COLOUR, { error: 'validation.brands.colour' })),
  z.transform((c) => c.toLowerCase()),
);

const optionalLink = z.nullable(httpUrl.check(z.maxLength(500, { error: 'validation.maxLength' })));

export const brandSocialSchema = z.strictObject({
  twitter: optionalLink,
  telegram: optionalLink,
  discord: optionalLink,
  docs: optionalLink,
});

/** What the console's form sends when it creates or saves a brand; images are uploaded on their own. */
export const brandBody = z.strictObject({
  /** The default brand's list is empty; any other brand names at least one host. */
  hosts: z.array(brandHostSchema).check(
    z.maxLength(BRAND_HOSTS_MAX, { error: 'validation.brands.tooManyHosts' }),
    z.refine((hosts) => new Set(hosts).size === hosts.length, { error: 'validation.brands.hostRepeated' }),
  ),
  title: requiredDisplayText(BRAND_TITLE_MAX),
  primaryColor: z.nullable(hexColourSchema),
  social: brandSocialSchema,
  supportEmail: z.nullable(emailField),
  legalEntity: z.pipe(
    z.nullable(displayText(BRAND_LEGAL_ENTITY_MAX)),
    z.transform((v) => v || null),
  ),
});
export type BrandBody = z.input<typeof brandBody>;
export type BrandFields = z.output<typeof brandBody>;

export const adminBrandSchema = z.object({
  id: uuid,
  isDefault: z.boolean(),
  hosts: z.array(z.string()),
  title: z.string(),
  primaryColor: z.nullable(z.string()),
  logoUrl: z.nullable(assetUrl),
  faviconUrl: z.nullable(assetUrl),
  social: brandSocialSchema,
  supportEmail: z.nullable(z.string()),
  legalEntity: z.nullable(z.string()),
  updatedAt: isoDateTime,
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const adminBrandsResponse = z.object({ brands: z.array(adminBrandSchema) });
export type AdminBrandsResponse = z.infer<typeof adminBrandsResponse>;

export const BRAND_IMAGES = ['logo', 'favicon'] as const;
export type BrandImage = (typeof BRAND_IMAGES)[number];

export const brandParams = z.strictObject({ id: uuid });
export const brandImageParams = z.strictObject({
  id: uuid,
  image: z.enum(BRAND_IMAGES, { error: 'validation.invalid' }),
});

const admin = { tag: 'admin', auth: 'admin' } as const;

export const adminBrandsEndpoints = {
  adminBrands: endpoint({
    method: 'GET',
    path: '/api/v1/admin/brands',
    ...admin,
    summary: 'Every brand, the default first, then by title',
    response: adminBrandsResponse,
  }),
  createBrand: endpoint({
    method: 'POST',
    path: '/api/v1/admin/brands',
    ...admin,
    status: 201,
    summary: 'Add a brand for one or more host names (each in one brand only)',
    body: brandBody,
    response: adminBrandSchema,
  }),
  updateBrand: endpoint({
    method: 'PUT',
    path: '/api/v1/admin/brands/:id',
    ...admin,
    summary: "Save a brand's host names, title, colour, links, support e-mail and legal entity",
    params: brandParams,
    body: brandBody,
    response: adminBrandSchema,
  }),
  deleteBrand: endpoint({
    method: 'DELETE',
    path: '/api/v1/admin/brands/:id',
    ...admin,
    summary: 'Delete a brand: its hosts get the default brand (the default brand stays)',
    params: brandParams,
    response: messageSchema,
  }),
  uploadBrandImage: endpoint({
    method: 'POST',
    path: '/api/v1/admin/brands/:id/:image',
    ...admin,
    summary: "Replace a brand's logo or favicon: multipart/form-data field `file`, an image up to 5 MB, re-encoded",
    params: brandImageParams,
    // Multipart bodies are read by the upload handler, not validated as JSON.
    body: undefined,
    response: adminBrandSchema,
  }),
  deleteBrandImage: endpoint({
    method: 'DELETE',
    path: '/api/v1/admin/brands/:id/:image',
    ...admin,
    summary: "Remove a brand's logo or favicon",
    params: brandImageParams,
    response: adminBrandSchema,
  }),
} as const;
