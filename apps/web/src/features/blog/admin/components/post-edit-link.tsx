import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/use-translation';

interface PostEditLinkProps extends AnchorProps {
  post: { _id: string; title: string; lang: string };
}

/** A post's title in its own language, opening its editor ("Untitled" for a post without one). */
export function PostEditLink({ post, ...props }: PostEditLinkProps) {
  const { t } = useTranslation('adminBlog');
  return (
    <Anchor
      component={Link}
      to={`/blog-admin/edit/${post._id}`}
      fw={600}
      c="inherit"
      lang={post.lang}
      dir="auto"
      {...props}
    >
      {post.title || t('editor.untitled')}
    </Anchor>
  );
}
