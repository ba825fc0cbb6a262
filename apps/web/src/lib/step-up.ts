/**
 * The console's step-up (decision 68): a decision answered 403 `admin.totpStale` asks for a code, then the call is
 * sent again once. The dialog that asks is a component the console mounts (components/step-up/step-up-host.tsx); the
 * API client calls `stepUp()` and learns whether a code was entered. Calls that go stale together share one dialog.
 */
export const STALE_CODE = 'admin.totpStale';

type Asker = () => Promise<boolean>;

let asker: Asker | undefined;
let pending: Promise<boolean> | undefined;

/** Installs the dialog's opener; the returned function removes it (when the console unmounts). */
export function setStepUpAsker(next: Asker): () => void {
  asker = next;
  return () => {
    if (asker === next) asker = undefined;
  };
}

/** True once a fresh code was entered; false when nothing asks (outside the console) or the operator cancelled. */
export function stepUp(): Promise<boolean> {
  if (!asker) return Promise.resolve(false);
  pending ??= asker().finally(() => {
    pending = undefined;
  });
  return pending;
}
