/**
 * Zod compiles no parsers in the browser. Its check for whether it may (`new Function('')` at the
 * first object schema) is reported by the site's Content-Security-Policy as a blocked script
 * (e2e/xss.spec.ts counts every one). Zod reads its settings from this global when its first
 * module runs, so main.tsx imports this file first: it sets the flag without importing zod, and no
 * page loads zod for it. The server keeps the compiled parsers.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
