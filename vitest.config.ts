import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each server test file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      // The checks on the code itself: the lint's rules fire, no import cycles.
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/**/*.node.test.{ts,tsx}'],
          environment: 'jsdom',
          // Component tests render real Mantine trees; a busy 2-core machine needs the room.
          testTimeout: 20_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      // Web code that runs the same in Node (the PDF's layout and fonts): no page, no network stand-in.
      { test: { name: 'web-node', include: ['apps/web/src/**/*.node.test.{ts,tsx}'], testTimeout: 60_000 } },
    ],
  },
});
