import { expect, type Page, test } from '@playwright/test';
import { demo, loginAs } from './support/session.ts';

// The supplier detail and the calendar are drawn with the first screens' styles only. The supplier
// detail's parts below the fold (its questionnaire and qualification) draw only components of those
// styles (vite.config.ts checks it); what the pages draw on demand (a dialog) brings Mantine's
// whole stylesheet with its code (docs/benchmarks.md, "First screen"). Without the styles they
// need, those parts would be drawn unstyled.

const wholeStylesheet = (page: Page) =>
  page.evaluate(() => Array.from(document.styleSheets).some((s) => (s.href ?? '').includes('mantine-all-styles')));

/** A filled button's background: transparent when Mantine's Button styles are missing. */
const background = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);

test('the supplier detail draws its questionnaire and qualification with the first screens\' styles', async ({ page }) => {
  const token = await loginAs(page, demo('gerente'));
  const res = await page.request.get('/api/auth/proveedores/?q=Cementos%20del%20Sur', { headers: { authorization: `Bearer ${token}` } });
  const [supplier] = (await res.json()).data as { id: number }[];
  const id = supplier?.id;
  expect(id).toBeDefined();
  await page.goto(`/operar-proveedor/${id}/consultar-proveedor`);
  await expect(page.getByRole('heading', { name: 'Cementos del Sur', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proponer calificación' })).toBeVisible();
  expect(await background(page, 'Proponer calificación')).not.toBe('rgba(0, 0, 0, 0)');
  // An answer's label beside its radio, on the same line (InlineInput's styles): without them the
  // label falls under it.
  const answer = page.getByTestId('supplier-form').getByRole('radio').first();
  await answer.scrollIntoViewIfNeeded();
  const [radio, label] = await answer.evaluate((input) => {
    const text = input.closest('.mantine-Radio-root')?.querySelector('label');
    return [input.getBoundingClientRect().toJSON(), text?.getBoundingClientRect().toJSON()] as DOMRect[];
  });
  expect(label).toBeDefined();
  expect(label!.left).toBeGreaterThanOrEqual(radio!.right);
  expect(Math.abs(label!.top + label!.height / 2 - (radio!.top + radio!.height / 2))).toBeLessThan(8);
  expect(await wholeStylesheet(page)).toBe(false);
});

test('the calendar opens its new-event dialog with Mantine\'s whole stylesheet', async ({ page }) => {
  await loginAs(page, demo('medico'));
  await page.goto('/agenda');
  await page.getByRole('button', { name: '+ Evento' }).click();
  const form = page.getByTestId('event-form');
  await expect(form).toBeVisible();
  expect(await wholeStylesheet(page)).toBe(true);
  const save = form.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeVisible();
  expect(await save.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
});
