// `node bench/seo.mjs [--url http://127.0.0.1:3291] [--kinds home,hotel]`: the Lighthouse SEO score of
// every public page kind the site asks crawlers to index, in English, Turkish and Arabic, at the
// address crawlers follow (`?lang=`). Starts the built server (unless --url is given) on a fresh
// embedded database; prints a table with each score and the audits that did not pass. Lighthouse 12
// comes through npx (the npm registry once).
import { arg, lighthouseReport, pageKinds, printTable, startServer } from './support.mjs';

const LANGUAGES = ['en', 'tr', 'ar'];

/** Every indexed page kind, with a real address for the detail pages (from the sitemap). */

function seoAudit(url) {
  const report = lighthouseReport(url, ['seo']);
  const category = report.categories.seo;
  const failed = category.auditRefs
    .filter(
      (ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1,
    )
    .map((ref) => ref.id);
  return { score: Math.round(category.score * 100), failed };
}

const given = arg('url', '');
const server = given ? { url: given, stop: () => {} } : await startServer(3291);
try {
  const only = arg('kinds', '')?.split(',').filter(Boolean) ?? [];
  const rows = [];
  for (const [kind, path] of await pageKinds(server.url, { indexed: true })) {
    if (only.length && !only.includes(kind)) continue;
    const row = { page: kind, path };
    const failures = new Set();
    for (const lang of LANGUAGES) {
      const { score, failed } = seoAudit(`${server.url}${path}?lang=${lang}`);
      row[`SEO ${lang}`] = score;
      for (const id of failed) failures.add(`${id} (${lang})`);
    }
    row['audits not passed'] = [...failures].join(', ') || '—';
    rows.push(row);
    console.error(`${kind}: ${LANGUAGES.map((l) => row[`SEO ${l}`]).join(' / ')}`);
  }
  printTable(rows);
} finally {
  server.stop();
}
