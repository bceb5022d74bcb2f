import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Compiling the OpenAPI schema validator takes seconds on a busy machine.
  test: { testTimeout: 30_000 },
});
