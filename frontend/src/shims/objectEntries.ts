/**
 * node-polyglot requires the `object.entries` polyfill, which brings get-intrinsic and a dozen
 * es-shims packages (about 5 kB gzipped) into the login route. Every browser we support has
 * Object.entries, so the build resolves the polyfill to the built-in (vite.config.ts).
 */
export default Object.entries;
