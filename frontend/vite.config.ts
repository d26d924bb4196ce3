import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const objectEntries = fileURLToPath(new URL('./src/shims/objectEntries.ts', import.meta.url));

export default defineConfig({
  base: '/stage/',
  plugins: [react()],
  resolve: { alias: { 'object.entries': objectEntries } },
  build: {
    // `require('object.entries')` takes the shim's default export, as the polyfill's module.exports.
    commonjsOptions: { requireReturnsDefault: (id: string) => id === objectEntries },
    // scripts/src/bundleReport.ts reads the manifest to size the login route's JavaScript.
    manifest: true,
    target: 'es2022',
    // The entry holds react-dom, MUI and react-admin's core; the login route stays under its budget (docs/performance.md).
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '^/(auth|user|countries|media|networks|network-members|invitations|teams|specialists|business-owners)':
        'http://localhost:8080',
    },
  },
});
