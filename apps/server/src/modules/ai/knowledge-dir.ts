/**
 * The folder of the shipped people files. Resolved from this module's own location: in source that
 * is modules/ai/knowledge/people/, in the bundle (dist/server.js) dist/knowledge/people/, where
 * build.mjs copies them.
 */
export const knowledgeDirUrl = new URL('./knowledge/people/', import.meta.url);
