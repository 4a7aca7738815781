// `node bench/no-script-proxy.mjs ORIGIN PORT`: answers every request as ORIGIN does, with the scripts
// (and their preloads) taken out of HTML pages: a page as its HTML and CSS alone, the floor a page's
// own figures are read against (`bench/home-page.mjs --floor`). Its own process, so that it answers
// while the bench waits for Lighthouse.
import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const [origin, port] = process.argv.slice(2);
if (!origin || !port) {
  console.error('usage: node bench/no-script-proxy.mjs ORIGIN PORT');
  process.exit(2);
}

createServer(async (req, res) => {
  try {
    const upstream = await fetch(origin + req.url, {
      headers: { cookie: req.headers.cookie ?? '', 'accept-language': req.headers['accept-language'] ?? '' },
    });
    const type = upstream.headers.get('content-type') ?? '';
    let body = Buffer.from(await upstream.arrayBuffer());
    if (type.startsWith('text/html'))
      body = Buffer.from(
        body
          .toString()
          .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
          .replace(/<link rel="modulepreload"[^>]*>/gi, ''),
      );
    // Compressed and cached as the server itself answers, so that only the scripts differ.
    const headers = {
      'content-type': type,
      'cache-control': upstream.headers.get('cache-control') ?? 'no-cache',
    };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (/^(text\/|application\/(json|javascript|xml)|image\/svg)/.test(type) && body.length > 1024) {
      if (accepts.includes('br')) [body, headers['content-encoding']] = [brotliCompressSync(body), 'br'];
      else if (accepts.includes('gzip')) [body, headers['content-encoding']] = [gzipSync(body), 'gzip'];
    }
    res.writeHead(upstream.status, headers);
    res.end(body);
  } catch (error) {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(String(error));
  }
}).listen(Number(port), '127.0.0.1', () => console.info(`ready http://127.0.0.1:${port}`));
