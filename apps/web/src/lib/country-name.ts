/** Country names as the admin may type them, to ISO 3166 codes. */
const CODES: Record<string, string> = {
  türkiye: 'TR',
  turkiye: 'TR',
  turkey: 'TR',
  georgia: 'GE',
  gürcistan: 'GE',
};

/** The country in the reader's language when it is one we know ("Türkiye" → "تركيا"); else as typed. */
export function countryName(country: string, lang: string): string {
  const code = CODES[country.trim().toLocaleLowerCase('tr')];
  if (!code) return country;
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? country;
  } catch {
    return country;
  }
}
