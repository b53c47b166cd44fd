import { config, z } from 'zod';

// In a browser zod compiles no parsers: its check for whether it may (`new Function('')` at the
// first object schema) is reported by the site's Content-Security-Policy as a blocked script
// (e2e/xss.spec.ts counts every one). Every contract module takes `z` from here, so this runs
// before any schema exists. The server keeps the compiled parsers.
if ('document' in globalThis) config({ jitless: true });

export { z };
