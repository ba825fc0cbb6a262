import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      output: {
        // zod and the module that configures it share a chunk, so the setting runs before any schema is built.
        manualChunks: (id) => (/node_modules\/zod\/|lib\/zod-setup\.ts$/.test(id) ? 'zod' : undefined),
        // A catalogue's chunk names its language (`common.ru-<hash>.js`), so a test can tell which language a page
        // loaded (decision 88).
        chunkFileNames: (chunk) => {
          const catalogue = chunk.facadeModuleId?.match(/\/locales\/(\w+)\/([\w-]+)\.json$/);
          return catalogue ? `assets/${catalogue[2]}.${catalogue[1]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
