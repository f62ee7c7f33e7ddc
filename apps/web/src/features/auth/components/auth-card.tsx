import { PRODUCT_NAME } from '@abasto/domain/messages';
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the public account pages (recovery, complete registration): product name and a card. */
export function AuthCard({ subtitle, children, width = 420 }: { subtitle?: string; children: ReactNode; width?: number }) {
  return (
    <Box mih="100vh" bg="gray.1">
      <Center mih="100vh" p="md">
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={width}>
          <Stack gap="md">
            <Stack gap={4} align="center">
              <Title order={1} c="blue.7">
                {PRODUCT_NAME}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm" ta="center">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
