import { defineConfig } from 'vitest/config';

// Browser flows against the built app (npm run build first), served by the real server.
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // What a person sees can take seconds on a loaded 2-core runner; polls wait for it, not 1 s.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // One file at a time within a lane: the lanes share nothing, but files within one share its server's
    // state (changelogs, the admin's figures). `npm test` runs two lanes side by side (scripts/test.mjs).
    fileParallelism: false,
  },
});
