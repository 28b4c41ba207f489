import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['test/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['test/unit/setup.ts'],
    restoreMocks: true,
    // Vitest keeps one core for itself by default: on a 2-core CI machine that is one worker, and
    // the run takes a third longer. The files are independent; use every core.
    maxWorkers: '100%',
    environmentOptions: {
      happyDOM: {
        url: 'http://localhost:3000/',
        // Unit tests never load the stylesheet or packs the runtime links to; browser tests do.
        settings: {
          disableCSSFileLoading: true,
          disableJavaScriptFileLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
        },
      },
    },
  },
});
