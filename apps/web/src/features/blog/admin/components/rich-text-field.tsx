import '@mantine/core/styles/Typography.css';
import '@mantine/tiptap/styles.css';
import { directionOf, type Language } from '@app/shared/i18n/languages';
import { Input, Stack, Text } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { IconLink, IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { type Editor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { isOwnImage, safeHref } from '../utils/link-href';
import { ImageInsertDialog } from './image-insert-dialog';
import { LinkDialog } from './link-dialog';

interface RichTextFieldProps {
  lang: Language;
  /** Visible label, e.g. "Text (English)". */
  label: string;
  description?: string;
  /** HTML; '' for an empty post. */
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
}

/** Drops pasted images that are not our own uploads (the server would drop them too). */
function keepOwnImages(html: string): string {
  if (!/<img\b/i.test(html) || typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const img of [...doc.querySelectorAll('img')]) {
    if (!isOwnImage(img.getAttribute('src') ?? '')) img.remove();
  }
  return doc.body.innerHTML;
}

function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * The post's text in one language: headings, lists, quotes, links and images from our uploads.
 * Arabic is written right to left. The HTML is cleaned again by the server on save.
 */
export function RichTextField({ lang, label, description, value, onChange, error }: RichTextFieldProps) {
  const { t } = useTranslation('adminBlog');
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const dir = directionOf(lang);
  const emitted = useRef(value);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);

  // Options that stay the same between renders: the editor hook re-applies any that change.
  const [initialContent] = useState(value);
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          linkOnPaste: true,
          HTMLAttributes: { target: null, rel: null },
          isAllowedUri: (url) => safeHref(url) === url,
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    [],
  );
  // The editable area is the textbox: it carries the label, the hint and the error.
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const invalid = Boolean(error);
  const editorProps = useMemo(
    () => ({
      transformPastedHTML: keepOwnImages,
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        lang,
        dir,
      },
    }),
    [labelId, describedBy, invalid, lang, dir],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current = html;
      changed.current(html);
    },
  });

  // A new value from outside (a restored draft, the server's copy after a conflict) replaces the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const linkActive = useEditorState({
    editor,
    selector: ({ editor: current }) => (current && !current.isDestroyed ? current.isActive('link') : false),
  });

  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('toolbar.bold'),
      italicControlLabel: t('toolbar.italic'),
      strikeControlLabel: t('toolbar.strike'),
      h2ControlLabel: t('toolbar.h2'),
      h3ControlLabel: t('toolbar.h3'),
      h4ControlLabel: t('toolbar.h4'),
      bulletListControlLabel: t('toolbar.bulletList'),
      orderedListControlLabel: t('toolbar.orderedList'),
      blockquoteControlLabel: t('toolbar.blockquote'),
      unlinkControlLabel: t('toolbar.unlink'),
      hrControlLabel: t('toolbar.hr'),
      undoControlLabel: t('toolbar.undo'),
      redoControlLabel: t('toolbar.redo'),
    }),
    [t],
  );

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Text id={labelId} size="sm" fw={500} component="div">
          {label}
        </Text>
        {description ? (
          <Text id={descriptionId} size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      <RichTextEditor
        editor={editor}
        labels={labels}
        dir={dir}
        lang={lang}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar
          sticky
          stickyOffset={64}
          role="toolbar"
          aria-label={t('toolbar.label', { label })}
        >
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control
              aria-label={t('toolbar.link')}
              title={t('toolbar.link')}
              active={linkActive}
              disabled={!editor}
              onClick={() => setLinkOpen(true)}
            >
              <IconLink size={16} stroke={1.5} aria-hidden="true" />
            </RichTextEditor.Control>
            <RichTextEditor.Unlink />
            <RichTextEditor.Control
              aria-label={t('toolbar.image')}
              title={t('toolbar.image')}
              disabled={!editor}
              onClick={() => setImageOpen(true)}
            >
              <IconPhoto size={16} stroke={1.5} aria-hidden="true" />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
      {error ? (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      ) : null}
      <LinkDialog editor={editor} opened={linkOpen} onClose={() => setLinkOpen(false)} />
      <ImageInsertDialog editor={editor} lang={lang} opened={imageOpen} onClose={() => setImageOpen(false)} />
    </Stack>
  );
}
