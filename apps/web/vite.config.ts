import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { staticShell } from './static-shell';

/**
 * Two single-page apps from one build: the portal (/p) and the login host (/login), sharing
 * chunks. In dev, deep links fall back to each app's index.html, and /api goes to the API.
 */
function spaFallback(): Plugin {
  return {
    name: 'spa-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        for (const base of ['/p', '/login', '/staff']) {
          if ((url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`)) && !url.includes('.')) {
            req.url = `${base}/index.html`;
          }
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), spaFallback(), staticShell({ root: __dirname, outDir: resolve(__dirname, 'dist') })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      input: {
        p: resolve(__dirname, 'p/index.html'),
        login: resolve(__dirname, 'login/index.html'),
        staff: resolve(__dirname, 'staff/index.html'),
      },
      output: {
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
