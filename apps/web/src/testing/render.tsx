/** Renders a component inside the app's providers and a memory router (the app's declarative mode), at a URL. */
import { type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { systemEndpoints } from '@yc/contract/system';
import { patternSources } from '@yc/contract/validation';
import { type ReactNode, useEffect } from 'react';
import { type Location, MemoryRouter, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { changeLanguage } from '../lib/i18n.ts';
import { splitLocale } from '../lib/locale.ts';

export interface RenderOptions {
  /** The URL to start at; its /ru prefix picks the language. */
  url?: string;
  /** Other routes the test navigates to, e.g. { path: '/registration-confirm', element: <p>confirm</p> }. */
  routes?: RouteObject[];
  /** The path the element is mounted at; defaults to the URL's path. */
  path?: string;
}

/** The test's routes at the memory router's location, which it hands to `onLocation` as it moves. */
function TestRoutes({ routes, onLocation }: { routes: RouteObject[]; onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onLocation(location), [location, onLocation]);
  return useRoutes(routes);
}

export async function renderWithApp(
  element: ReactNode,
  { url = '/', routes = [], path }: RenderOptions = {},
): Promise<RenderResult & { user: ReturnType<typeof userEvent.setup>; currentLocation: () => Location }> {
  await changeLanguage(splitLocale(url.split('?')[0] ?? '/').locale);
  let current: Location | undefined;
  const onLocation = (location: Location) => {
    current = location;
  };
  const user = userEvent.setup();
  const result = render(
    <AppProvider>
      <MemoryRouter initialEntries={[url]}>
        <TestRoutes routes={[{ path: path ?? url.split('?')[0], element }, ...routes]} onLocation={onLocation} />
      </MemoryRouter>
    </AppProvider>,
  );
  const currentLocation = () => {
    if (!current) throw new Error('the router has not rendered yet');
    return current;
  };
  return { ...result, user, currentLocation };
}

/**
 * A fetch stub answering by method and path; unknown calls fail the test loudly. The server's validation expressions,
 * which the first form of a page asks for (lib/form.ts), are answered as the server would, unless the test answers
 * them, and not recorded.
 */
const REGEXP = `GET ${systemEndpoints.regexp.path}`;

export function stubFetch(answers: Record<string, (body: unknown) => { status?: number; json: unknown }>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    if (key === REGEXP && !answers[key]) return Response.json(patternSources());
    calls.push({ key, body });
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    const { status = 200, json } = answer(body);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return calls;
}
