/**
 * The console's pages' modules. Their list, with the chunks each page loads, comes with the console's layout rather
 * than with the router every page loads (decision 103).
 */
import type { RouteModule } from './router.tsx';

const modules = import.meta.glob<RouteModule>(['./routes/admin/*.tsx', '!./routes/admin/*.test.tsx']);

/** A console page's module by its file (`./routes/admin/users.tsx`). */
export function loadConsolePage(file: string): Promise<RouteModule> {
  const load = modules[file];
  if (!load) throw new Error(`no route module ${file}`);
  return load();
}
