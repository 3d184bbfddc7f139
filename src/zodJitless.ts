import * as z from 'zod/v4';

// The page's Content-Security-Policy allows no `eval` (vite.config.ts). Zod 4 compiles object
// parsers with `new Function` unless told not to, and even its probe for that is reported as a
// CSP violation. vite.config.ts points every `import … from 'zod'` here, so this runs before any
// schema is built, on the main thread and in the worker alike.
z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
