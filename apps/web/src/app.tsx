/**
 * The first page of the product: its title and whether the API answers. The web-shell
 * issue replaces this with the routed application.
 */
// Constants only: the schemas (and zod) load with the features that need them.
import { DEFAULT_BRAND_TITLE } from '@yc/contract/constants';
import { useEffect, useState } from 'react';

type ApiState = 'checking' | 'up' | 'down';

export function App() {
  const [state, setState] = useState<ApiState>('checking');

  useEffect(() => {
    const controller = new AbortController();
    fetch('/readyz', { headers: { accept: 'application/json' }, signal: controller.signal })
      .then((res) => setState(res.ok ? 'up' : 'down'))
      .catch(() => {
        if (!controller.signal.aborted) setState('down');
      });
    return () => controller.abort();
  }, []);

  return (
    <main className="page">
      <h1>{DEFAULT_BRAND_TITLE}</h1>
      <p>Deposit into yield pools, watch your balance grow daily, withdraw any time.</p>
      <p className="status" data-state={state} role="status">
        {state === 'checking'
          ? 'Checking the service…'
          : state === 'up'
            ? 'The service is online.'
            : 'The service is not reachable.'}
      </p>
      <p>
        <a href="/api/docs">API documentation</a>
      </p>
    </main>
  );
}
