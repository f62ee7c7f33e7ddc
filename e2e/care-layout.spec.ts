import { expect, type Locator, type Page, test } from '@playwright/test';
import { demo, loginAs, loginThroughForm } from './support/session.ts';

/** Care screens on a phone and on a desktop (docs/product.md#calendar, #layout, #demo-screens). */
const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function phone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
}

test('on a phone the login toast stays below the header', async ({ page }) => {
  await phone(page);
  await loginThroughForm(page, demo('medico'));
  const toast = page.getByText('Conectado a Abasto');
  await expect(toast).toBeVisible();
  const header = await box(page.locator('header'));
  expect((await box(toast)).y).toBeGreaterThanOrEqual(header.y + header.height);
});

for (const width of [390, 1400]) {
  test(`at ${width} px "+ Evento" covers neither the calendar nor the side list`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await loginAs(page, demo('medico'));
    await page.goto('/agenda');
    const button = page.getByRole('button', { name: '+ Evento' });
    await expect(button).toBeVisible();
    const side = page.getByText('Eventos', { exact: true }).first();
    await expect(side).toBeVisible();
    const listBox = side.locator('xpath=ancestor::*[contains(@class,"mantine-Paper-root")][1]');
    for (const y of [0, 400, 2000]) {
      await page.mouse.wheel(0, y);
      // Read the three boxes once the page has come to rest: while it scrolls (or the side list
      // still settles beside the month) they are read at different moments.
      const read = async () => ({ button: await box(button), calendar: await box(page.getByTestId('calendar')), list: await listBox.boundingBox() });
      let boxes = await read();
      await expect(async () => {
        const again = await read();
        const same = JSON.stringify(again) === JSON.stringify(boxes);
        boxes = again;
        expect(same).toBe(true);
      }).toPass({ intervals: [150, 150, 300, 500] });
      expect(overlaps(boxes.button, boxes.calendar)).toBe(false);
      if (boxes.list) expect(overlaps(boxes.button, boxes.list)).toBe(false);
    }
  });
}

test('on a phone the month cells show whole titles, and week and day open at 07:00', async ({ page }) => {
  await phone(page);
  await loginAs(page, demo('medico'));
  await page.goto('/agenda');
  const calendar = page.getByTestId('calendar');
  // The demo's "Consulta inicial", this month: its title wraps inside its cell, nothing folded into "+1".
  const event = calendar.locator('.abasto-event-narrow').first();
  await expect(event).toBeVisible();
  const fits = await event.evaluate((el) => Array.from(el.querySelectorAll('*')).every((c) => c.scrollWidth <= c.clientWidth + 1));
  expect(fits).toBe(true);
  await expect(calendar.getByText(/^\+\d+/)).toHaveCount(0);

  for (const view of ['Semana', 'Dia']) {
    await calendar.getByRole('tab', { name: view }).click();
    const seven = calendar.getByText('07:00', { exact: true });
    await expect(seven).toBeAttached();
    // 07:00 is at the top of the hours' scroller, and midnight is scrolled away above it.
    await expect
      .poll(async () => {
        const [s, c] = [await box(calendar), await seven.boundingBox()];
        return c !== null && c.y > s.y && c.y < s.y + 300;
      })
      .toBe(true);
    await expect(calendar.getByText('00:00', { exact: true })).not.toBeInViewport();
  }
});

test('on a phone the pain diary and the exams are cards whose action is in reach', async ({ page }) => {
  await phone(page);
  await loginAs(page, demo('medico'));
  await page.goto('/diario-de-dor');
  const row = page.getByTestId('mock-row').first();
  const action = row.getByRole('button', { name: /Ver detalhes/ });
  await expect(action).toBeInViewport();
  expect((await box(action)).x + (await box(action)).width).toBeLessThanOrEqual(390);
  await action.click();
  await expect(page.getByTestId('mock-row-detail')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/jornada/exames');
  const cards = page.getByTestId('journey-table-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('Situação:');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('on a phone the medicine count stays whole beside a long title', async ({ page }) => {
  await phone(page);
  await loginAs(page, demo('medico'));
  await page.goto('/receitas');
  const count = page.getByTestId('remedios-count').first();
  await expect(count).toBeVisible();
  const b = await box(count);
  expect(b.width).toBeGreaterThanOrEqual(16);
  expect(b.x + b.width).toBeLessThanOrEqual(390);
  const fits = await count.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
  expect(fits).toBe(true);
});
