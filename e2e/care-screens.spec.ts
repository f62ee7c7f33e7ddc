import { expect, type Page, test } from '@playwright/test';
import { demo, loginAs } from './support/session.ts';

const sidebar = (page: Page) => page.getByTestId('sidebar');

test.describe('messages', () => {
  test('a paciente sends a message that the medico then reads', async ({ browser }) => {
    const patientContext = await browser.newContext();
    const doctorContext = await browser.newContext();
    try {
      const patient = await patientContext.newPage();
      const doctor = await doctorContext.newPage();
      const stamp = Date.now();
      // Markup in a message must arrive as the very characters typed.
      const text = `Doutor, a dor voltou <b>${stamp}</b>`;

      await loginAs(patient, demo('paciente'));
      await patient.goto('/messages');
      await patient.getByRole('button', { name: 'Nova conversa' }).click();
      await patient.getByRole('textbox', { name: 'Buscar pelo nome' }).fill('marcos');
      await patient.getByTestId('chat-contact').filter({ hasText: 'Marcos Souza' }).click();
      await expect(patient.getByTestId('chat-thread-name')).toHaveText('Marcos Souza');
      await patient.getByRole('textbox', { name: 'Mensagem' }).fill(text);
      await patient.keyboard.press('Enter');
      const sent = patient.getByTestId('chat-message').filter({ hasText: String(stamp) });
      await expect(sent).toHaveAttribute('data-mine', 'true');
      await expect(sent.getByTestId('chat-message-text')).toHaveText(text);
      await expect(sent.getByLabel('Enviada')).toBeVisible();
      await expect(patient.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');

      await loginAs(doctor, demo('medico'));
      await doctor.goto('/messages');
      const chat = doctor.getByTestId('chat-list-item').filter({ hasText: 'Paula Oliveira' });
      await expect(chat.getByTestId('chat-unread')).toBeVisible();
      await expect(chat).toContainText(String(stamp));
      await chat.click();
      const received = doctor.getByTestId('chat-message').filter({ hasText: String(stamp) });
      await expect(received).toHaveAttribute('data-mine', 'false');
      await expect(received.getByTestId('chat-message-text')).toHaveText(text);
      await expect(received.locator('b')).toHaveCount(0);
      await expect(chat.getByTestId('chat-unread')).toHaveCount(0);

      // The patient's screen learns by polling that the doctor read it.
      await expect(sent.getByLabel('Lida')).toBeVisible({ timeout: 30_000 });

      // And the doctor's answer reaches the patient the same way.
      await doctor.getByRole('textbox', { name: 'Mensagem' }).fill(`Recebido ${stamp}`);
      await doctor.getByRole('button', { name: 'Enviar' }).click();
      await expect(patient.getByTestId('chat-message').filter({ hasText: `Recebido ${stamp}` })).toHaveAttribute('data-mine', 'false', {
        timeout: 30_000,
      });
    } finally {
      await patientContext.close();
      await doctorContext.close();
    }
  });

  test('on a phone the list and the thread take turns', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // As the patient: the journey above, running alongside, counts on the doctor's side staying unread.
    await loginAs(page, demo('paciente'));
    await page.goto('/messages');
    await page.getByTestId('chat-list-item').filter({ hasText: 'Marcos Souza' }).click();
    await expect(page.getByTestId('chat-thread')).toBeVisible();
    await expect(page.getByTestId('chat-list')).toHaveCount(0);
    await page.getByRole('button', { name: 'Voltar às conversas' }).click();
    await expect(page.getByTestId('chat-list')).toBeVisible();
    await expect(page).toHaveURL('/messages');
  });
});

test('contacts: the two tabs with 8 and 62 sample contacts, cards linking to contacts and messages', async ({ page }) => {
  await loginAs(page, demo('medico'));
  await page.goto('/');
  await sidebar(page).getByText('Contatos', { exact: true }).click();
  await expect(page).toHaveURL('/contatos');

  const recent = page.getByRole('tab', { name: /Ultimas Interações/ });
  const all = page.getByRole('tab', { name: /Todos os Contatos/ });
  await expect(recent).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('contacts-count-recentes')).toHaveText('8');
  await expect(page.getByTestId('contacts-count-todos')).toHaveText('62');
  await expect(page.getByTestId('contact-card')).toHaveCount(8);

  await all.click();
  await expect(page.getByTestId('contact-card')).toHaveCount(62);
  const card = page.getByTestId('contact-card').first();
  await expect(card.getByTestId('contact-name')).not.toBeEmpty();
  await expect(card.getByTestId('contact-company')).not.toBeEmpty();
  const name = (await card.getByTestId('contact-name').innerText()).trim();
  // "Perfil" opens that person's profile; "Mensagem" a conversation looking for that person.
  await card.getByRole('link', { name: `Perfil de ${name}` }).click();
  const profile = page.getByRole('dialog', { name: `Perfil de ${name}` });
  await expect(profile.getByTestId('contact-profile-name')).toHaveText(name);
  await page.keyboard.press('Escape');
  await expect(profile).toHaveCount(0);
  await card.getByRole('link', { name: `Mensagem para ${name}` }).click();
  await expect(page).toHaveURL(`/messages?para=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('messages-page')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Nova conversa' }).getByRole('textbox', { name: 'Buscar pelo nome' })).toHaveValue(name);
});

test.describe('demo screens', () => {
  test('the three tables, grouped by act status, each row opening its details', async ({ page }) => {
    await loginAs(page, demo('medico'));
    await page.goto('/');
    const tables = [
      { entry: 'Diário de dor', title: 'Diário de Dor', url: '/diario-de-dor', headers: ['Evento', 'Recupero', 'Paciente', 'Responsavel', 'Ação'] },
      { entry: 'Receitas da jornada', title: 'Receitas da Jornada', url: '/receitas-utilizadas', headers: ['Receita', 'Utilizada', 'Médico', 'Jornada', 'Ação'] },
      { entry: 'Respostas diárias', title: 'Respostas Diárias', url: '/respostas-diarias', headers: ['Dia', 'Respondido', 'Estado', 'Ação'] },
    ];
    for (const t of tables) {
      await sidebar(page).getByText(t.entry, { exact: true }).click();
      await expect(page).toHaveURL(t.url);
      await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
      const groups = page.getByTestId('act-group');
      await expect(groups).toHaveCount(3);
      expect(await groups.evaluateAll((els) => els.map((e) => e.getAttribute('data-act')))).toEqual(['Pending', 'Process', 'Closed']);
      await expect(groups.nth(0)).toContainText('Pendente');
      await expect(groups.nth(1)).toContainText('Em processo');
      await expect(groups.nth(2)).toContainText('Fechado');
      const headers = await groups.first().locator('th').allInnerTexts();
      expect(headers.map((h) => h.trim())).toEqual(t.headers);

      const firstRow = groups.first().getByTestId('mock-row').first();
      const title = (await firstRow.locator('td').first().locator('p').first().innerText()).trim();
      await firstRow.getByRole('button', { name: /Ver detalhes/ }).click();
      const detail = page.getByTestId('mock-row-detail');
      await expect(detail).toContainText(title);
      await expect(detail).toContainText('Pendente');
      await detail.getByRole('button', { name: 'Fechar' }).click();
      await expect(detail).toHaveCount(0);
    }
  });

  test('the journey: overview, every screen in order, the consent and the content slot', async ({ page }) => {
    const screens = [
      'Nome da Jornada',
      'Função Jornada',
      'Guía Cirúrgica',
      'Exames',
      'TCLE',
      'Descrição Cirúrgica',
      'Cuidados Pós-Operatórios',
      'Educação',
      'Encaminhamentos',
      'Retorno',
      'Notificação Push',
    ];
    await loginAs(page, demo('paciente'));
    await page.goto('/');
    await sidebar(page).getByText('Jornada cirúrgica', { exact: true }).click();
    await expect(page).toHaveURL('/jornada');
    await expect(page.getByTestId('journey-card')).toHaveCount(11);

    await page.getByTestId('journey-card').first().click();
    for (const [i, title] of screens.entries()) {
      await expect(page.getByTestId('journey-screen-title')).toHaveText(title);
      await expect(page.getByText(`Passo ${i + 1} de 11`)).toBeVisible();
      if (title === 'TCLE') {
        const sign = page.getByRole('button', { name: 'Assinar termo' });
        await expect(sign).toBeDisabled();
        for (const box of await page.getByRole('checkbox').all()) await box.check();
        await sign.click();
        await expect(page.getByTestId('consent-signed')).toBeVisible();
        // The signature is kept on the server: a reload still shows the form signed.
        await page.reload();
        await expect(page.getByTestId('consent-signed')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Assinar termo' })).toHaveCount(0);
        for (const box of await page.getByRole('checkbox').all()) await expect(box).toBeChecked();
      }
      if (title === 'Educação' || title === 'Exames') {
        const slot = page.getByTestId('content-picker-slot');
        await expect(slot).toBeVisible();
        await expect(slot.getByRole('button', { name: 'Adicionar Conteúdo' })).toBeVisible();
      }
      if (i < screens.length - 1) await page.getByRole('link', { name: 'Próximo' }).click();
    }
    await page.getByRole('link', { name: 'Concluir' }).click();
    await expect(page).toHaveURL('/jornada');

    // Any screen opens directly from the list beside it; unknown ones go back to the overview.
    await page.getByTestId('journey-nav').getByRole('link', { name: 'Retorno' }).click();
    await expect(page).toHaveURL('/jornada/retorno');
    await page.goto('/jornada/nao-existe');
    await expect(page).toHaveURL('/jornada');
  });

  test('the specialty wizard runs from specialty to a created journey', async ({ page }) => {
    await loginAs(page, demo('medico'));
    await page.goto('/');
    await sidebar(page).getByText('Nova jornada', { exact: true }).click();
    await expect(page).toHaveURL('/assistente-especialidade');
    const next = page.getByRole('button', { name: 'Próximo' });
    await expect(next).toBeDisabled();
    await page.getByTestId('wizard-specialty').filter({ hasText: 'Coluna' }).click();
    await next.click();
    await page.getByRole('radio', { name: /Microdiscectomia lombar/ }).check();
    await expect(page.getByRole('textbox', { name: 'Nome da jornada' })).toHaveValue('Microdiscectomia lombar');
    await next.click();
    await page.getByRole('checkbox', { name: 'TCLE' }).uncheck();
    await next.click();
    const review = page.getByTestId('wizard-review');
    await expect(review).toContainText('Coluna');
    await expect(review).toContainText('Microdiscectomia lombar');
    await expect(review).not.toContainText('TCLE');
    await page.getByRole('button', { name: 'Criar jornada' }).click();
    await expect(page.getByTestId('wizard-done')).toContainText('Microdiscectomia lombar');
    await page.getByRole('link', { name: 'Ver jornada de exemplo' }).click();
    await expect(page).toHaveURL('/jornada');
  });

  test('the template tree never grows deeper than three levels', async ({ page }) => {
    await loginAs(page, demo('medico'));
    await page.goto('/');
    await sidebar(page).getByText('Modelos', { exact: true }).click();
    await expect(page).toHaveURL('/modelos-de-jornada');
    const tree = page.getByTestId('template-tree');
    await tree.getByText('Artroplastia total de joelho').click();
    const leaf = tree.getByTestId('template-node').filter({ hasText: 'Jornada padrão — 90 dias' }).first();
    await expect(leaf).toHaveAttribute('data-level', '3');
    await expect(leaf.getByRole('button', { name: /Adicionar item/ })).toBeDisabled();

    await tree.getByRole('button', { name: 'Adicionar item: Artrodese lombar' }).click();
    await page.getByRole('textbox', { name: 'Nome' }).fill('Jornada curta — 30 dias');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    const added = tree.getByTestId('template-node').filter({ hasText: 'Jornada curta — 30 dias' });
    await expect(added).toHaveAttribute('data-level', '3');
    await expect(added.getByRole('button', { name: /Adicionar item/ })).toBeDisabled();
    const levels = await tree.getByTestId('template-node').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-level'))));
    expect(Math.max(...levels)).toBeLessThanOrEqual(3);

    await added.getByRole('button', { name: /Remover/ }).click();
    await expect(added).toHaveCount(0);
  });

  test('the tutorial gallery filters by area and opens a tutorial', async ({ page }) => {
    await loginAs(page, demo('paciente'));
    await page.goto('/');
    await sidebar(page).getByText('Tutoriais', { exact: true }).click();
    await expect(page).toHaveURL('/tutoriais');
    await expect(page.getByTestId('tutorial-card')).toHaveCount(12);
    await page.getByRole('group', { name: 'Filtrar por área' }).getByText('Ombro', { exact: true }).click();
    await expect(page.getByTestId('tutorial-card')).toHaveCount(2);
    await expect(page.getByTestId('tutorial-count')).toHaveText('2 tutoriais');
    await page.getByTestId('tutorial-card').first().click();
    const detail = page.getByTestId('tutorial-detail');
    await expect(detail).toContainText('Passo a passo');
    await expect(detail.locator('li')).toHaveCount(4);
  });
});
