/** Configuration as data (decision 85): the export as a file, a document's dry run and its import. */
import { type ConfigDocumentInput, adminConfigEndpoints as e } from '@yc/contract/admin-config';
import { utcDay } from '@yc/contract/days';
import { request, requestBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../utils/save-blob.ts';

/** The whole configuration as the server wrote it, saved as `configuration-<day>.json`. */
export async function downloadConfig(): Promise<void> {
  saveBlob(await requestBlob(e.exportConfig), `configuration-${utcDay(new Date())}.json`);
}

/** The document is sent as read from the file: the server validates it and names the path of what is wrong. */
export const dryRunConfig = (doc: unknown) => request(e.configDryRun, { body: doc as ConfigDocumentInput });
export const importConfig = (doc: unknown) => request(e.importConfig, { body: doc as ConfigDocumentInput });
