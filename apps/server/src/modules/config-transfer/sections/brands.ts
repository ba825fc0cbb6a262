/**
 * The brands' part (decision 84): each brand with its host names, texts, links, and its uploaded logo and favicon
 * themselves, as data URLs — a document moves a brand whole, without a disk or a second upload. An image is taken as
 * the brands console stored it (a WebP logo, a PNG favicon, within their sizes), checked by decoding it, not
 * re-encoded, so a document applied once compares equal to the installation afterwards.
 */
import { randomBytes } from 'node:crypto';
import type { BrandConfig } from '@yc/contract';
import sharp from 'sharp';
import { badRequest } from '../../../lib/app-error.ts';
import { BRAND_IMAGES, brandColumns } from '../../brand/brands.service.ts';
import { type ConfigSectionDef, diffItems } from '../section.ts';

type BrandItem = Omit<BrandConfig, 'id'>;

const dataUrl = (type: string, bytes: Uint8Array | null) =>
  bytes === null ? null : `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const bytesOf = (url: string | null) => (url === null ? null : Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));

const items = (brands: BrandConfig[]) =>
  new Map(
    brands.map(({ id, ...b }) => [
      id,
      { ...b, legalEntity: b.legalEntity || null, hosts: [...b.hosts].sort() } satisfies BrandItem,
    ]),
  );

export const brandsSection: ConfigSectionDef<'brands'> = {
  name: 'brands',
  scope: 'brands',

  async read(ex) {
    const [rows, hosts] = await Promise.all([
      ex.selectFrom('brands').selectAll().orderBy('is_default', 'desc').orderBy('title').orderBy('id').execute(),
      ex.selectFrom('brand_hosts').selectAll().orderBy('host').execute(),
    ]);
    return rows.map((r) => ({
      id: r.id,
      isDefault: r.is_default,
      hosts: hosts.filter((h) => h.brand_id === r.id).map((h) => h.host),
      title: r.title,
      primaryColor: r.primary_color,
      social: { twitter: r.twitter_url, telegram: r.telegram_url, discord: r.discord_url, docs: r.docs_url },
      supportEmail: r.support_email,
      legalEntity: r.legal_entity,
      logoUrl: r.logo_url,
      logo: dataUrl(BRAND_IMAGES.logo.type, r.logo),
      favicon: dataUrl(BRAND_IMAGES.favicon.type, r.favicon),
    }));
  },

  diff(current, incoming) {
    return diffItems('brands', items(current), items(incoming));
  },

  /** Each image the document brings is decoded: a WebP logo, a PNG favicon, within their sizes. */
  async prepare(changes) {
    for (const change of changes) {
      const brand = change.after as BrandItem | null;
      if (!brand) continue;
      for (const image of ['logo', 'favicon'] as const) {
        const bytes = bytesOf(brand[image]);
        if (!bytes) continue;
        // As the brands console stores it (its encodings and sizes).
        const { ext: type, size } = BRAND_IMAGES[image];
        const meta = await sharp(bytes)
          .metadata()
          .catch(() => null);
        if (meta?.format !== type || !meta.width || !meta.height || meta.width > size || meta.height > size) {
          throw badRequest('configTransfer.imageInvalid', { path: `brands.${change.item}.${image}`, type, size });
        }
      }
    }
  },

  async apply(tx, changes) {
    // Removed brands go first and every changed brand's hosts are cleared before any is set: a host or the default
    // moving between brands is free again when its new brand takes it.
    const order = { removed: 0, changed: 1, added: 2 } as const;
    const ordered = [...changes].sort((a, b) => order[a.kind] - order[b.kind]);
    const changed = changes.filter((c) => c.kind === 'changed').map((c) => c.item);
    if (changed.length) await tx.updateTable('brands').set({ is_default: false }).where('id', 'in', changed).execute();
    for (const change of ordered) {
      const id = change.item;
      const b = change.after as BrandItem | null;
      if (!b) {
        await tx.deleteFrom('brands').where('id', '=', id).execute();
        continue;
      }
      const before = change.before as BrandItem | null;
      /** A new image gets a new name: its URL is cached for good. */
      const image = (kind: 'logo' | 'favicon') =>
        before && before[kind] === b[kind]
          ? {}
          : { [`${kind}_id`]: b[kind] ? randomBytes(16).toString('hex') : null, [kind]: bytesOf(b[kind]) };
      const values = {
        is_default: b.isDefault,
        ...brandColumns(b),
        logo_url: b.logoUrl,
        ...image('logo'),
        ...image('favicon'),
        updated_at: new Date(),
      };
      if (before) {
        await tx.updateTable('brands').set(values).where('id', '=', id).execute();
        await tx.deleteFrom('brand_hosts').where('brand_id', '=', id).execute();
      } else {
        await tx
          .insertInto('brands')
          .values({ id, ...values })
          .execute();
      }
    }
    for (const change of ordered) {
      const b = change.after as BrandItem | null;
      if (b?.hosts.length) {
        await tx
          .insertInto('brand_hosts')
          .values(b.hosts.map((host) => ({ host, brand_id: change.item })))
          .execute();
      }
    }
  },
};
