/**
 * A chunk that fails to load (a deploy replaced it) reloads the page, at most once
 * per minute so a real outage cannot loop (docs/product.md §8, §9).
 */
import { UI } from '@yc/contract/constants';

const KEY = 'yc:chunk-reload-at';

export function reloadOnceForChunkError(): boolean {
  const last = Number(sessionStorage.getItem(KEY) ?? 0);
  if (Date.now() - last < UI.chunkReloadGuardMs) return false;
  sessionStorage.setItem(KEY, String(Date.now()));
  location.reload();
  return true;
}

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(
    error.message,
  );

export function installChunkReload(): void {
  // Vite fires this when a preloaded dependency of a lazy route fails.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
