import { MSG } from '@abasto/domain/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { answerGet } from '../../test/server.ts';
import { navigationFor } from '../navigation.ts';
import { Sidebar } from './sidebar.tsx';

const chat = (id: number, unread: number) => ({
  _id: id,
  id,
  other: { _id: 100 + id, name: 'Paula', lastName: 'Oliveira' },
  lastMessage: null,
  unread,
  createdAt: '2026-01-05T12:00:00.000Z',
  updatedAt: '2026-01-05T12:00:00.000Z',
});

// docs/product.md#messages: the sidebar counts the unread messages of every conversation.
describe('the unread badge on Mensagens', () => {
  it('shows the total unread count on the Mensagens link', async () => {
    answerGet('/api/chat/mis-chats', { data: [chat(1, 2), chat(2, 1), chat(3, 0)] });
    renderWithProviders(<Sidebar entries={navigationFor('medico')} mini={false} onNavigate={() => {}} />);
    const link = await screen.findByRole('link', { name: `${MSG.navMessages} ${MSG.chatUnread(3)}` }, { timeout: 5000 });
    expect(within(link).getByText('3')).toBeTruthy();
  });

  it('shows no badge when everything is read', async () => {
    const calls = answerGet('/api/chat/mis-chats', { data: [chat(1, 0)] });
    renderWithProviders(<Sidebar entries={navigationFor('paciente')} mini={false} onNavigate={() => {}} />);
    await screen.findByRole('link', { name: MSG.navMessages });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.length).toBeGreaterThan(0);
    expect(screen.queryByTestId('nav-badge')).toBeNull();
  });

  it('asks nothing for a role without the messages link', async () => {
    // Any call would fail the test: no handler answers /api/chat/mis-chats here.
    renderWithProviders(<Sidebar entries={navigationFor('analista')} mini={false} onNavigate={() => {}} />);
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByTestId('nav-badge')).toBeNull();
  });
});
