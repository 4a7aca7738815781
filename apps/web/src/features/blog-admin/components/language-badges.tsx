import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** EN · TR · AR for the languages a post is written in, each named in full for screen readers. */
export function LanguageBadges({ languages }: { languages: readonly Language[] }) {
  const { t } = useTranslation('common');
  const present = LANGUAGES.filter((lang) => languages.includes(lang));
  return (
    <Group gap={4} wrap="nowrap">
      {present.map((lang) => (
        <Badge
          key={lang}
          size="sm"
          variant="outline"
          color="gray"
          title={t(`languages.${lang}`)}
          styles={{ root: { flex: 'none' }, label: { overflow: 'visible' } }}
        >
          <span aria-hidden="true">{lang.toUpperCase()}</span>
          <VisuallyHidden lang={lang}>{t(`languages.${lang}`)}</VisuallyHidden>
        </Badge>
      ))}
    </Group>
  );
}
