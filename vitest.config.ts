import { defineConfig } from 'vitest/config';
import { ALIASES, TARGET, VERSION_DEFINES } from './vite.config';

// The unit tests compile the source as the build does (vite.config.ts): the same target, version
// stamp and module aliases. Not its production NODE_ENV: tests run React in development mode,
// which reports what production hides.
export default defineConfig({
  resolve: { alias: ALIASES },
  define: VERSION_DEFINES,
  build: { target: TARGET },
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
