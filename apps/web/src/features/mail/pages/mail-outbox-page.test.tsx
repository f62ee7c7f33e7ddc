import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMail, aSessionUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { http, HttpResponse, server } from '../../../test/server.ts';
import MailOutboxPage from './mail-outbox-page.tsx';

const failed = aMail({
  to: 'ventas@aceros.com.py',
  subject: 'Pedido de cotización: cemento',
  status: 'failed',
  attempts: 10,
  lastError: '550 mailbox unavailable',
  sentAt: null,
});

describe('the Correos page', () => {
  it('lists the outbox, opens a failed message with the server\'s answer and sends it again', async () => {
    const retried: number[] = [];
    server.use(
      http.get('/api/mail/messages', () =>
        HttpResponse.json({ data: [failed, aMail({ subject: 'Tu invitación' })], total: 2, page: 1, pageSize: 20, smtpConfigured: true, smsConfigured: true }),
      ),
      http.get('/api/mail/messages/:id', () => HttpResponse.json(failed)),
      http.post('/api/mail/messages/:id/retry', ({ params }) => {
        retried.push(Number(params.id));
        return HttpResponse.json({ ...failed, status: 'pending' });
      }),
    );
    const { user } = renderWithProviders(<MailOutboxPage />, { path: '/correos', session: aSessionUser({ role: 'admin' }) });

    expect(await screen.findByRole('heading', { name: 'Correos' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Destinatario', 'Asunto', 'Estado', 'Fecha']);
    expect(within(table).getByText('Tu invitación')).toBeTruthy();

    await user.click(within(table).getByText('Pedido de cotización: cemento'));
    const dialog = await screen.findByRole('dialog', { name: 'Correo' });
    expect(await within(dialog).findByText('550 mailbox unavailable')).toBeTruthy();
    expect(within(dialog).getByText('Respuesta del servidor de correo')).toBeTruthy();
    expect(within(dialog).getByText('Intentos').nextSibling?.textContent).toBe('10');

    await user.click(within(dialog).getByRole('button', { name: 'Reenviar ahora' }));
    expect(await screen.findByText('El mensaje volverá a enviarse.')).toBeTruthy();
    expect(retried).toEqual([failed.id]);
  });

  // docs/product.md#correos: a text message shows its channel, the telephone and its text.
  it('shows a text message with its telephone, and its text in the dialog; says when no gateway is configured', async () => {
    const sms = aMail({
      channel: 'sms',
      to: '595981123456',
      subject: '',
      html: '',
      text: '4821 es tu código para entrar a Abasto. Vale por 5 minutos.',
      status: 'pending',
      attempts: 0,
      sentAt: null,
      secret: true,
    });
    const email = aMail({ subject: 'Tu invitación' });
    server.use(
      http.get('/api/mail/messages', () =>
        HttpResponse.json({ data: [sms, email], total: 2, page: 1, pageSize: 20, smtpConfigured: true, smsConfigured: false }),
      ),
      http.get('/api/mail/messages/:id', () => HttpResponse.json(sms)),
    );
    const { user } = renderWithProviders(<MailOutboxPage />, { path: '/correos', session: aSessionUser({ role: 'admin' }) });
    const table = await screen.findByRole('table');
    expect((await screen.findByTestId('no-sms')).textContent).toContain('No hay una pasarela de SMS configurada');
    expect(screen.queryByTestId('no-smtp')).toBeNull();
    const smsRow = within(table).getByTestId(`mail-row-${sms.id}`);
    expect(within(smsRow).getByText('SMS')).toBeTruthy();
    expect(within(smsRow).getByText('+595981123456')).toBeTruthy();
    const emailRow = within(table).getByTestId(`mail-row-${email.id}`);
    expect(within(emailRow).getByText('E-mail')).toBeTruthy();

    await user.click(within(smsRow).getByRole('button', { name: 'Mensaje de texto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correo' });
    expect((await within(dialog).findByTestId('sms-text')).textContent).toBe(sms.text);
    expect(within(dialog).getByText('Canal').nextSibling?.textContent).toBe('SMS');
    expect(within(dialog).getByText('Para').nextSibling?.textContent).toBe('+595981123456');
    expect(within(dialog).queryByText('Asunto')).toBeNull();
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  // docs/product.md#correos: every message opens by keyboard, and its dialog keeps the focus.
  it('opens a message by keyboard and keeps the focus in its dialog past the e-mail frame', async () => {
    server.use(
      http.get('/api/mail/messages', () => HttpResponse.json({ data: [failed], total: 1, page: 1, pageSize: 20, smtpConfigured: true, smsConfigured: true })),
      http.get('/api/mail/messages/:id', () => HttpResponse.json(failed)),
    );
    const { user } = renderWithProviders(<MailOutboxPage />, { path: '/correos', session: aSessionUser({ role: 'admin' }) });
    const open = await screen.findByRole('button', { name: 'Pedido de cotización: cemento' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Correo' });
    const frame = await within(dialog).findByTitle('Pedido de cotización: cemento');
    // Tab out of the frame's own document reaches what follows the frame: the dialog's end.
    const wrap = within(dialog).getByTestId('mail-focus-wrap');
    expect(frame.compareDocumentPosition(wrap) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    wrap.focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(wrap);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
