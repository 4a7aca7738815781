// The same component as the edit page: a new post keeps its editor when its address becomes /edit/:id.
export { BlogPostEditorRoute as BlogAdminCreatePostPage } from '../../../features/blog/admin/post-editor-page';
