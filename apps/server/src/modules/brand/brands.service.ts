/**
 * The brands (decision 84): rows in the database, a `Brands` snapshot in memory for requests (they never read the
 * table), and the console's changes. Each change is one transaction with its audit row and the config bus's
 * 'brands' bump; every instance reloads its snapshot when it hears of it.
 */
import { randomBytes } from 'node:crypto';
import type { AdminBrand, BrandFields, BrandImage, BrandResponse } from '@yc/contract';
import type { Selectable } from 'kysely';
import { type Db, type Executor, withTransaction } from '../../db/database.ts';
import type { BrandsTable } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';
import { reencodeImage } from '../avatars/avatar-image.ts';
import { asBuffer } from '../avatars/avatars.repository.ts';
import type { ConfigBus } from '../config/config-bus.ts';
import { type BrandSet, Brands, type BrandValues } from './brands.ts';

export const BRAND_MEDIA_PATH = '/media/brands/';
/** What each image becomes: a logo fits a 512 px square as WebP, a favicon a 64 px one as PNG (every browser's). */
export const BRAND_IMAGES = {
  logo: { ext: 'webp', type: 'image/webp', size: 512, encode: 'webp' },
  favicon: { ext: 'png', type: 'image/png', size: 64, encode: 'png' },
} as const;
const FILE_NAME = /^([0-9a-f]{32})\.(webp|png)$/;

type BrandRow = Omit<Selectable<BrandsTable>, 'logo' | 'favicon'>;
const BRAND_COLUMNS = [
  'id',
  'is_default',
  'title',
  'primary_color',
  'logo_url',
  'logo_id',
  'favicon_id',
  'twitter_url',
  'telegram_url',
  'discord_url',
  'docs_url',
  'support_email',
  'legal_entity',
  'updated_at',
] as const;

const valuesOf = (row: BrandRow): BrandValues => ({
  title: row.title,
  logoUrl: row.logo_id ? `${BRAND_MEDIA_PATH}${row.logo_id}.${BRAND_IMAGES.logo.ext}` : row.logo_url,
  faviconUrl: row.favicon_id ? `${BRAND_MEDIA_PATH}${row.favicon_id}.${BRAND_IMAGES.favicon.ext}` : null,
  primaryColor: row.primary_color,
  social: { twitter: row.twitter_url, telegram: row.telegram_url, discord: row.discord_url, docs: row.docs_url },
  supportEmail: row.support_email,
  legalEntity: row.legal_entity,
});

/** A brand's values as its row's columns (images aside). */
export const brandColumns = (b: Omit<BrandValues, 'logoUrl' | 'faviconUrl'>) => ({
  title: b.title,
  primary_color: b.primaryColor,
  twitter_url: b.social.twitter,
  telegram_url: b.social.telegram,
  discord_url: b.social.discord,
  docs_url: b.social.docs,
  support_email: b.supportEmail,
  legal_entity: b.legalEntity,
});

/** What the audit log keeps of a brand: its fields, not the row's timestamp. */
const auditState = ({ updatedAt: _, ...brand }: AdminBrand) => brand;

export class BrandsService {
  #snapshot = new Brands();
  #reloads = 0;
  #applied = 0;

  constructor(private readonly deps: { db: Db; audit: AuditLog; configBus: ConfigBus }) {}

  // What requests read: the snapshot, synchronously, never the database.
  /** The brand of a request's host name (without port); the default for an unknown host. */
  forHost(hostname: string): BrandResponse {
    return this.#snapshot.forHost(hostname);
  }

  /** Whether a brand names this host, exactly or by a wildcard. */
  knows(hostname: string): boolean {
    return this.#snapshot.knows(hostname);
  }

  get default(): BrandResponse {
    return this.#snapshot.default;
  }

  /** Seeds an empty table from BRANDS_FILE (once, whichever instance starts first), then loads the snapshot. */
  async start(seed: BrandSet): Promise<void> {
    await withTransaction(this.deps.db, async (tx) => {
      const created = await tx
        .insertInto('brands')
        .values({ is_default: true, ...brandColumns(seed.default), logo_url: seed.default.logoUrl })
        .onConflict((oc) => oc.column('is_default').where('is_default', '=', true).doNothing())
        .returning('id')
        .executeTakeFirst();
      // Another start or the console made the default brand: the table is the operator's now.
      if (!created) return;
      for (const { hosts, ...brand } of seed.brands) {
        const { id } = await tx
          .insertInto('brands')
          .values({ ...brandColumns(brand), logo_url: brand.logoUrl })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('brand_hosts')
          .values(hosts.map((host) => ({ host, brand_id: id })))
          .execute();
      }
    });
    await this.reload();
  }

  /**
   * Reads the table into a new snapshot; the old one serves until it is ready. Reloads may overlap (the bus's and the
   * operator's own): a read started earlier never replaces one started later, which saw at least as much.
   */
  async reload(): Promise<void> {
    const started = ++this.#reloads;
    const brands = await this.list();
    if (started < this.#applied) return;
    this.#applied = started;
    const fallback = brands.find((b) => b.isDefault);
    const set: BrandSet = {
      default: fallback ? this.#values(fallback) : new Brands().default,
      brands: brands.filter((b) => !b.isDefault).map((b) => ({ hosts: b.hosts, ...this.#values(b) })),
    };
    this.#snapshot = new Brands(set);
  }

  #values(b: AdminBrand): BrandValues {
    const { id: _, isDefault: __, hosts: ___, updatedAt: ____, ...values } = b;
    return values;
  }

  async list(ex: Executor = this.deps.db): Promise<AdminBrand[]> {
    const [rows, hosts] = await Promise.all([
      ex
        .selectFrom('brands')
        .select(BRAND_COLUMNS)
        .orderBy('is_default', 'desc')
        .orderBy('title')
        .orderBy('id')
        .execute(),
      ex.selectFrom('brand_hosts').selectAll().orderBy('host').execute(),
    ]);
    return rows.map((row) =>
      this.#toAdmin(
        row,
        hosts.filter((h) => h.brand_id === row.id).map((h) => h.host),
      ),
    );
  }

  #toAdmin(row: BrandRow, hosts: string[]): AdminBrand {
    return { id: row.id, isDefault: row.is_default, hosts, ...valuesOf(row), updatedAt: row.updated_at.toISOString() };
  }

  async #get(tx: Executor, id: string, lock = false): Promise<AdminBrand> {
    let query = tx.selectFrom('brands').select(BRAND_COLUMNS).where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw notFound('brands.notFound');
    const hosts = await tx
      .selectFrom('brand_hosts')
      .select('host')
      .where('brand_id', '=', id)
      .orderBy('host')
      .execute();
    return this.#toAdmin(
      row,
      hosts.map((h) => h.host),
    );
  }

  /** Host names are each one brand's: a name another brand holds is a 409 naming that brand. */
  async #setHosts(tx: Executor, brand: { id: string; isDefault: boolean }, hosts: string[]): Promise<void> {
    if (brand.isDefault && hosts.length > 0) throw badRequest('brands.defaultHasNoHosts');
    if (!brand.isDefault && hosts.length === 0) throw badRequest('brands.hostsRequired');
    // Host changes take the default brand's row lock, one after the other: two brands claiming one host at once get
    // this 409, not the primary key's error.
    await tx.selectFrom('brands').select('id').where('is_default', '=', true).forUpdate().execute();
    if (hosts.length > 0) {
      const taken = await tx
        .selectFrom('brand_hosts')
        .innerJoin('brands', 'brands.id', 'brand_hosts.brand_id')
        .select(['brand_hosts.host', 'brands.title'])
        .where('brand_hosts.host', 'in', hosts)
        .where('brand_hosts.brand_id', '<>', brand.id)
        .orderBy('brand_hosts.host')
        .executeTakeFirst();
      if (taken) throw conflict('brands.hostTaken', { host: taken.host, brand: taken.title });
    }
    await tx.deleteFrom('brand_hosts').where('brand_id', '=', brand.id).execute();
    if (hosts.length > 0) {
      await tx
        .insertInto('brand_hosts')
        .values(hosts.map((host) => ({ host, brand_id: brand.id })))
        .execute();
    }
  }

  /** Audits the change, bumps the bus in its transaction and, once committed, answers from a fresh snapshot. */
  async #change(
    actor: Actor,
    action: string,
    id: string | null,
    change: (tx: Executor) => Promise<{ id: string; before: AdminBrand | null; after: AdminBrand | null }>,
  ): Promise<AdminBrand | null> {
    const { after } = await withTransaction(this.deps.db, async (tx) => {
      const result = await change(tx);
      await this.deps.audit.record(tx, actor, {
        action,
        objectType: 'brand',
        objectId: id ?? result.id,
        before: result.before && auditState(result.before),
        after: result.after && auditState(result.after),
      });
      await this.deps.configBus.changed(tx, 'brands');
      return result;
    });
    // The bus runs this instance's reload too, but the operator's next request must already see the change.
    await this.reload();
    return after;
  }

  async create(actor: Actor, body: BrandFields): Promise<AdminBrand> {
    const created = await this.#change(actor, 'brand.create', null, async (tx) => {
      const { id } = await tx.insertInto('brands').values(brandColumns(body)).returning('id').executeTakeFirstOrThrow();
      await this.#setHosts(tx, { id, isDefault: false }, body.hosts);
      return { id, before: null, after: await this.#get(tx, id) };
    });
    return created!;
  }

  async update(actor: Actor, id: string, body: BrandFields): Promise<AdminBrand> {
    const updated = await this.#change(actor, 'brand.update', id, async (tx) => {
      const before = await this.#get(tx, id, true);
      await tx
        .updateTable('brands')
        .set({ ...brandColumns(body), updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await this.#setHosts(tx, before, body.hosts);
      return { id, before, after: await this.#get(tx, id) };
    });
    return updated!;
  }

  async delete(actor: Actor, id: string): Promise<void> {
    await this.#change(actor, 'brand.delete', id, async (tx) => {
      const before = await this.#get(tx, id, true);
      if (before.isDefault) throw conflict('brands.defaultKept');
      await tx.deleteFrom('brands').where('id', '=', id).execute();
      return { id, before, after: null };
    });
  }

  /** The upload, re-encoded, becomes the brand's logo or favicon under a new name (its URL is cached for good). */
  async setImage(actor: Actor, id: string, image: BrandImage, upload: Buffer): Promise<AdminBrand> {
    const spec = BRAND_IMAGES[image];
    const data = await reencodeImage(upload, (img) => {
      const resized = img.autoOrient().resize(spec.size, spec.size, {
        fit: image === 'logo' ? 'inside' : 'contain',
        withoutEnlargement: image === 'logo',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      });
      return spec.encode === 'webp' ? resized.webp({ quality: 90 }) : resized.png();
    });
    return this.#setImageData(actor, id, image, data);
  }

  removeImage(actor: Actor, id: string, image: BrandImage): Promise<AdminBrand> {
    return this.#setImageData(actor, id, image, null);
  }

  async #setImageData(actor: Actor, id: string, image: BrandImage, data: Buffer | null): Promise<AdminBrand> {
    const action = data ? `brand.${image}.upload` : `brand.${image}.remove`;
    const updated = await this.#change(actor, action, id, async (tx) => {
      const before = await this.#get(tx, id, true);
      const name = data ? randomBytes(16).toString('hex') : null;
      const set =
        image === 'logo' ? { logo_id: name, logo: data, logo_url: null } : { favicon_id: name, favicon: data };
      await tx
        .updateTable('brands')
        .set({ ...set, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      return { id, before, after: await this.#get(tx, id) };
    });
    return updated!;
  }

  /** The file `<id>.webp` (a logo) or `<id>.png` (a favicon), or undefined for any other name. */
  async file(name: string): Promise<{ id: string; data: Buffer; type: string } | undefined> {
    const match = FILE_NAME.exec(name);
    if (!match) return undefined;
    const [, id, ext] = match as unknown as [string, string, string];
    const row =
      ext === BRAND_IMAGES.logo.ext
        ? await this.deps.db.selectFrom('brands').select('logo as data').where('logo_id', '=', id).executeTakeFirst()
        : await this.deps.db
            .selectFrom('brands')
            .select('favicon as data')
            .where('favicon_id', '=', id)
            .executeTakeFirst();
    if (!row?.data) return undefined;
    return {
      id,
      data: asBuffer(row.data),
      type: ext === BRAND_IMAGES.logo.ext ? BRAND_IMAGES.logo.type : BRAND_IMAGES.favicon.type,
    };
  }
}
