// A local web page with Open Graph metadata for e2e/media.spec.ts: the server's link preview
// fetches it (LINK_PREVIEW_ALLOW_HOSTS lets exactly this host past the private-address check).
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 18934);

/** The page's metadata, one page per path so each run and project has its own address. */
export function linkPage(path: string): { title: string; description: string; siteName: string } {
  return {
    title: `미리보기 시험 페이지 ${path}`,
    description: '로컬 서버가 보여 주는 링크 미리보기용 설명입니다.',
    siteName: '멸공 시험 사이트',
  };
}

createServer((request, response) => {
  const path = new URL(request.url ?? '/', `http://127.0.0.1:${port}`).pathname;
  if (path === '/healthz') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const meta = linkPage(path);
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="ko"><head><meta charset="utf-8">
<title>${meta.title}</title>
<meta property="og:title" content="${meta.title}">
<meta property="og:description" content="${meta.description}">
<meta property="og:site_name" content="${meta.siteName}">
<meta property="og:type" content="article">
</head><body><h1>${meta.title}</h1><p>${meta.description}</p></body></html>`);
}).listen(port, '127.0.0.1', () => console.log(`link page at http://127.0.0.1:${port}`));
