/**
 * A cabinet page comes from the server as its layout and skeletons (decision 96): with JavaScript off, the sidebar's
 * navigation and the page's skeleton show; with it on and signed in, React takes the markup over with no warning and
 * nothing moves while the session and the data arrive, on a phone and on a desktop.
 */
import { describe, expect, it } from 'vitest';
import {
  appPerFile,
  createAccount,
  DESKTOP,
  layoutShiftsOf,
  PHONE,
  recordLayoutShifts,
  sidebarBox,
  signInContext,
  uniqueLogin,
  waitForApp,
  waitForHeading,
  watchProblems,
} from './helpers/app.ts';

const app = appPerFile();

describe('the cabinet, rendered by the server', () => {
  it('shows the layout and the skeletons with JavaScript off, at both widths and in both languages', async () => {
    const login = uniqueLogin('cabinet-static');
    await createAccount(app, login);
    for (const width of [PHONE, DESKTOP]) {
      const context = await app.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      try {
        // Without a session the server sends the visit to sign-in before rendering anything.
        const anonymous = await context.newPage();
        await anonymous.goto(app.url('/ru/cabinet/dashboard'));
        expect(new URL(anonymous.url()).pathname + new URL(anonymous.url()).search).toBe('/ru/sign-in?error=auth');
        await anonymous.close();
        await signInContext(app, context, login);
        for (const [url, sections] of [
          ['/cabinet/dashboard', 'Cabinet sections'],
          ['/ru/cabinet/dashboard', 'Разделы кабинета'],
        ] as const) {
          const page = await context.newPage();
          const res = await page.goto(app.url(url));
          expect(res?.status(), url).toBe(200);
          // The sidebar is the phone's closed overlay or beside the content; its links are in the page either way.
          const nav = page.getByRole('navigation', { name: sections, includeHidden: true });
          expect(await nav.getByRole('link', { includeHidden: true }).count(), url).toBeGreaterThan(5);
          expect(await page.getByTestId('dashboard-loading').isVisible(), url).toBe(true);
          // The header shows the page title on a phone and the greeting's place on a desktop, never both.
          const phoneTitle = page.getByRole('banner').getByRole('heading', { level: 2 });
          expect(await phoneTitle.isVisible(), `${url} at ${width}`).toBe(width === PHONE);
          await page.close();
        }
      } finally {
        await context.close();
      }
    }
  });

  it('hydrates the dashboard of a signed-in investor with no warning and no layout shift', async () => {
    const login = uniqueLogin('cabinet-render');
    await createAccount(app, login);
    // The sidebar as the investor left it, collapsed too: it is drawn so from the first paint.
    for (const [width, collapsed] of [
      [PHONE, false],
      [DESKTOP, false],
      [DESKTOP, true],
    ] as const) {
      const context = await app.browser.newContext({ viewport: { width, height: 800 } });
      const what = `${width} px${collapsed ? ', collapsed' : ''}`;
      try {
        await signInContext(app, context, login);
        if (collapsed) await context.addInitScript(() => localStorage.setItem('yc:sidebar-collapsed', 'true'));
        await recordLayoutShifts(context);
        const page = await context.newPage();
        const problems = watchProblems(page, [], { warnings: true });
        const res = await page.goto(app.url('/cabinet/dashboard'));
        // The server's markup: the skeletons, no one's name.
        expect(await res?.text()).not.toContain(login);
        await waitForApp(page);
        await waitForHeading(page, 'Dashboard');
        // The investor's own data has replaced the skeletons.
        await page.getByTestId('dashboard-loading').waitFor({ state: 'detached' });
        await expect.poll(() => page.getByText(login).count()).toBeGreaterThan(0);
        await page.waitForLoadState('networkidle');
        const { cls, shifts } = await layoutShiftsOf(page);
        // CLS 0 to three decimals, as Lighthouse and the bench state it (e2e/public-pages.test.ts).
        expect(cls, `${what}: ${shifts.join('; ')}`).toBeLessThan(0.0005);
        expect(problems, what).toEqual([]);
        if (width === DESKTOP) expect((await sidebarBox(page)).width, what).toBe(collapsed ? 125 : 320);
      } finally {
        await context.close();
      }
    }
  });
});
