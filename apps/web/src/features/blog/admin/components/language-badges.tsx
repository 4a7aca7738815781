import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { languageName } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';

/** EN · TR · AR for the languages a post is written in, each named in full (in the reader's language) for screen readers. */
export function LanguageBadges({ languages }: { languages: readonly Language[] }) {
  // Re-renders when the reader's language changes.
  useTranslation('common');
  const reader = currentLanguage();
  const present = LANGUAGES.filter((lang) => languages.includes(lang));
  return (
    <Group gap={4} wrap="nowrap">
      {present.map((lang) => (
        <Badge
          key={lang}
          size="sm"
          variant="outline"
          color="gray"
          title={languageName(lang, reader)}
          styles={{ root: { flex: 'none' }, label: { overflow: 'visible' } }}
        >
          <span aria-hidden="true">{lang.toUpperCase()}</span>
          <VisuallyHidden>{languageName(lang, reader)}</VisuallyHidden>
        </Badge>
      ))}
    </Group>
  );
}
