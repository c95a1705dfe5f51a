import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

// The client lives in src/client; `npm run dev:client` proxies the API to a running `npm run dev`.
export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  // The label chunk (jsPDF + bwip-js, ~520 KB, ~175 KB gzip) is the largest and loads only at the
  // first Print click, never with /login or a flow.
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/auth': apiTarget,
      '/product': apiTarget,
      '/boxes': apiTarget,
      '/media': apiTarget,
      '/box-photos': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
