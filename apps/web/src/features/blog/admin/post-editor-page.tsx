import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingState } from '../../../components/states/loading-state';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { useAdminPost } from './api/blog-admin-api';
import { PostEditor } from './components/post-editor';

/**
 * `/blog-admin/create` and `/blog-admin/edit/:id` share this one component, so when a new post is
 * first saved and the address moves to `/edit/:id`, the same editor stays on screen: nothing typed
 * meanwhile is lost, and the cursor stays where it was.
 */
export function BlogPostEditorRoute() {
  const { t } = useTranslation('adminBlog');
  const { id } = useParams();
  const navigate = useNavigate();
  // The post this editor created itself, and a counter that starts a fresh editor on "New post".
  const [session, setSession] = useState<{ created: string | null; n: number }>({ created: null, n: 0 });
  const [lastId, setLastId] = useState(id);
  if (id !== lastId) {
    setLastId(id);
    if (!id && lastId !== undefined && lastId === session.created)
      setSession({ created: null, n: session.n + 1 });
  }

  const own = id !== undefined && id === session.created;
  const loadId = id && !own ? id : undefined;
  const post = useAdminPost(loadId);

  if (loadId && post.isPending) return <LoadingState label={t('editor.loading')} />;
  if (loadId && (post.isError || !post.data)) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <Stack align="center">
        <ErrorState
          title={missing ? t('editor.notFoundTitle') : undefined}
          message={missing ? t('editor.notFound') : t('editor.loadFailed')}
          onRetry={missing ? undefined : () => void post.refetch()}
          retrying={post.isFetching}
        />
        <Button component={Link} to="/blog-admin/posts" variant="light">
          {t('editor.backToList')}
        </Button>
      </Stack>
    );
  }

  return (
    <PostEditor
      key={loadId ?? `new-${session.n}`}
      post={loadId ? (post.data ?? null) : null}
      onCreated={(saved) => {
        setSession((s) => ({ ...s, created: saved._id }));
        void navigate(`/blog-admin/edit/${saved._id}`, { replace: true });
      }}
    />
  );
}
