import { islandHolder } from './island';

const filled = (empty: string, content: string) => empty.replace('></div>', () => `>${content}</div>`);

/** Puts each island's own rendering in the holder the page's rendering left for it. */
export function placeIslands(pageHtml: string, islands: readonly string[]): string {
  let html = pageHtml;
  islands.forEach((island, index) => {
    const holder = islandHolder(index);
    html = html.replace(holder, () => filled(holder, island));
  });
  return html;
}
