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
      },
    },
  },
});
