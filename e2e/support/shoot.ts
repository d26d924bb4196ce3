// Dev helper (not a test): screenshots of a running platform. tsx e2e/support/shoot.ts <origin> <outDir> <spec...>
// spec: name|path|width|mode|login(email)|action
import { launchChromium } from './browser';

const [origin, out, ...specs] = process.argv.slice(2);
const browser = await launchChromium();
for (const spec of specs) {
  const [name, path, width = '1440', mode = 'light', login = '', action = ''] = spec.split('|');
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 }, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log(name, 'pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log(name, 'console', m.text()));
  await page.goto(`${origin}/stage/login`);
  await page.evaluate((m) => localStorage.setItem('RaStoreDth.theme', JSON.stringify(m)), mode);
  if (login) {
    const [email, locale] = login.split(',');
    if (locale) await page.evaluate((l) => localStorage.setItem('RaStoreDth.locale', JSON.stringify(l)), locale);
    if (email) {
      await page.goto(`${origin}/stage/login`);
      await page.fill('input[name=email]', email);
      await page.fill('input[name=password]', 'Demo-pass-123');
      await page.click('[data-testid=submit]');
      await page.waitForURL(/profile|report/, { timeout: 10000 }).catch(() => console.log(name, 'login did not navigate'));
    }
  }
  await page.goto(`${origin}/stage${path}`);
  await page.waitForTimeout(1200);
  if (action) {
    for (const a of action.split(';')) {
      if (a.startsWith('click:')) await page.click(a.slice(6));
      if (a.startsWith('wait:')) await page.waitForTimeout(Number(a.slice(5)));
    }
    await page.waitForTimeout(600);
  }
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: Number(width) >= 600 && action === '' });
  await ctx.close();
}
await browser.close();
