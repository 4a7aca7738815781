const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The one HTML escape of the project: text safe in HTML character data and quoted attribute
 * values, and in XML (the server's pages, mails and feeds; the web's head tags and the map's
 * popups, which Leaflet writes with innerHTML). No zod here: the web bundle takes this file on its own.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
