import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The W3C Nu HTML Checker, as the `vnu-jar` package ships it (runs on a Java runtime). */
const VNU_JAR: string = createRequire(import.meta.url)('vnu-jar');

export interface HtmlError {
  page: string;
  line?: number;
  message: string;
  extract?: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Checks documents with the Nu HTML Checker in one run (Java starts once) and answers every error,
 * named by the page it is on. `pages` maps a name (e.g. `en /hotels`) to the document's HTML.
 */
export async function validateHtml(pages: Map<string, string>): Promise<HtmlError[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'html-check-'));
  try {
    const files = new Map<string, string>();
    let n = 0;
    for (const [name, html] of pages) {
      const file = path.join(dir, `page-${n++}.html`);
      files.set(`file:${file}`, name);
      await writeFile(file, html);
    }
    // vnu exits 1 when it finds errors; its report is on stdout either way.
    const { stdout } = await run(
      'java',
      [
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        '--stdout',
        ...[...files.keys()].map((f) => f.slice(5)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      if (error.stdout) return { stdout: error.stdout };
      throw new Error(`the HTML checker did not run: ${error.stderr || error.message}`);
    });
    const report = JSON.parse(stdout) as { messages: VnuMessage[] };
    return report.messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => ({
        page: files.get(m.url ?? '') ?? m.url ?? '?',
        line: m.lastLine,
        message: m.message,
        extract: m.extract,
      }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
