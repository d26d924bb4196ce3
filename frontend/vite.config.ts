import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/stage/',
  plugins: [react()],
  server: { proxy: { '^/(auth|user|countries|media)': 'http://localhost:8080' } },
});
