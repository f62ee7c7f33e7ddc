import '@mantine/notifications/styles.css';
import './notifications.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useDocumentLanguage } from '../lib/document-language.ts';
import { TOAST_MS } from '../lib/notify.ts';
import { SessionProvider } from '../lib/session.tsx';
import { themeFor } from './theme.ts';

interface ProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
}

export function Providers({ children, queryClient }: ProvidersProps) {
  // The controls' names follow the area of the page (docs/product.md#accessibility).
  const lang = useDocumentLanguage();
  const theme = useMemo(() => themeFor(lang), [lang]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {/* Top-right, below the header (notifications.css). */}
      <Notifications position="top-right" autoClose={TOAST_MS} />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <SessionProvider>{children}</SessionProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
