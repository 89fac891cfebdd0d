import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { signedInHtml } from './build/signed-in-html';
import { antdFixes } from './build/antd-fixes';
import { antdStyleRulesOut } from './build/antd-style-rules-out';
import { antdStyleSplit } from './build/antd-style-split';
import { cjsAsEsm } from './build/cjs-as-esm';
import { endpointSchemasOut } from './build/endpoint-schemas-out';
import { sharedConstantsPure } from './build/shared-constants-pure';

/**
 * react-router's package exports name only its development build (react-router issue #14102),
 * whose warnings then print in production; a build takes its production twin instead.
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  `${path.sep}dist${path.sep}development${path.sep}`,
  `${path.sep}dist${path.sep}production${path.sep}`,
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    antdFixes(),
    antdStyleRulesOut(),
    endpointSchemasOut(),
    sharedConstantsPure(),
    cjsAsEsm(),
    antdStyleSplit(fileURLToPath(new URL('./node_modules/.cache/antd-css', import.meta.url))),
    signedInHtml(fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '')),
    // Brotli (max quality) and gzip siblings of every text file, made once at build time; the
    // server picks one by Accept-Encoding. Files under 1 KB gain too little to bother.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
      exclude: /\.vite\//, // the build manifest is for tools, not browsers
      threshold: 1024,
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Required by inlined common chunks; the app's entry exports nothing.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // React's facades (build/cjs-as-esm.ts) go with React.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0lc:esm:/ }],
          // A signed-in page asked for some 115 files, most of them common chunks of 1–2 KB (a schema,
          // an icon); over HTTP/1.1's six connections they queue in waves. Chunks under 12 KB are
          // copied into their readers instead (rolldown keeps one module state across the copies):
          // the bill list then asks for 56. Style chunks stay files (Vite's CSS plugin needs them).
          experimentalInlineCommonChunks: { maxSize: 12_000, exclude: /\.(css|scss|sass|less)(\?|$)/ },
        },
      },
    },
  },
}));
