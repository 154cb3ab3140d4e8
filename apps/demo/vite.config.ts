import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Relative asset and data URLs, plus hash routing, let the built demo run from any folder of any static host.
export default defineConfig({
  base: './',
  plugins: [react()],
  build: { manifest: true, sourcemap: true },
  preview: { host: '127.0.0.1', port: 4173 },
});
