// `node bench/seo.mjs [--url http://127.0.0.1:3291] [--kinds home,hotel] [--langs fr,es]`: the
// Lighthouse SEO and accessibility scores of every public page kind the site asks crawlers to index,
// in every language the site speaks (or those named), at the address crawlers follow (`?lang=`). Starts the built server (unless --url is given) on a fresh
// embedded database; prints a table with each score and the audits that did not pass. Lighthouse 12
// comes through npx (the npm registry once).
import { LANGUAGES as ALL_LANGUAGES } from '../packages/shared/src/i18n/languages.ts';
import { arg, lighthouseReport, pageKinds, printTable, startServer } from './support.mjs';

const named = arg('langs', '')?.split(',').filter(Boolean) ?? [];
const LANGUAGES = named.length ? ALL_LANGUAGES.filter((lang) => named.includes(lang)) : ALL_LANGUAGES;

/** Every indexed page kind, with a real address for the detail pages (from the sitemap). */

/** Each category's score and the weighted audits that did not pass. */
function audit(url) {
  const report = lighthouseReport(url, ['seo', 'accessibility']);
  const result = {};
  for (const name of ['seo', 'accessibility']) {
    const category = report.categories[name];
    const failed = category.auditRefs
      .filter(
        (ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1,
      )
      .map((ref) => ref.id);
    result[name] = { score: Math.round(category.score * 100), failed };
  }
  return result;
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
      const { seo, accessibility } = audit(`${server.url}${path}?lang=${lang}`);
      row[`SEO ${lang}`] = seo.score;
      row[`a11y ${lang}`] = accessibility.score;
      for (const id of [...seo.failed, ...accessibility.failed]) failures.add(`${id} (${lang})`);
    }
    row['audits not passed'] = [...failures].join(', ') || '—';
    rows.push(row);
    console.error(`${kind}: ${LANGUAGES.map((l) => `${row[`SEO ${l}`]}/${row[`a11y ${l}`]}`).join(' · ')}`);
  }
  printTable(rows);
} finally {
  server.stop();
}
